import Add from '@mui/icons-material/Add';
import Checklist from '@mui/icons-material/Checklist';
import Clear from '@mui/icons-material/Clear';
import Download from '@mui/icons-material/Download';
import FilterList from '@mui/icons-material/FilterList';
import FilterListOff from '@mui/icons-material/FilterListOff';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { LinkBase, TopToolbar, useCreatePath, useFilterContext, useListContext, useTranslate } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import type { ExportFormat } from '../../providers/dataProvider';
import type { Translate } from '../../providers/i18nProvider';
import { fieldKey } from './keys';
import { useListExport } from './useListExport';

type FilterElement = ReactElement<{
  source: string;
  label?: ReactNode;
  alwaysOn?: boolean;
  defaultValue?: unknown;
  children?: ReactNode;
}>;

const EXPORTS: readonly (readonly [ExportFormat, string])[] = [
  ['csv', 'shule.list_actions.export_csv'],
  ['xlsx', 'shule.list_actions.export_xlsx'],
];

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The list's own layout on a phone, for a List holding this menu: react-admin stacks its actions
 * above the search box there, a whole row for one button; the Actions button sits beside the search.
 */
export const PHONE_LIST_SX = {
  '& .RaList-actions': { flexDirection: 'row', alignItems: 'flex-start', flexWrap: 'nowrap' },
  '& .RaList-actions > form': { flex: '1 1 auto', minWidth: 0 },
  '& .RaList-actions > .MuiToolbar-root': { flex: '0 0 auto', minHeight: 0, pt: 1.5, pl: 1 },
  '& .RaList-actions .ra-input-q': { width: '100%' },
} as const;

/**
 * The menu's filter entries: one per filter input, except that a range's two inputs (`admission_date_gte`
 * and `_lte`, "from" and "to") are one entry named after their field, shown and taken away together.
 */
export function filterEntries(sources: readonly string[]): { key: string; sources: string[] }[] {
  const entries: { key: string; sources: string[] }[] = [];
  for (const source of sources) {
    const key = source.replace(/_(gte|lte)$/, '');
    // Only the two ends of one range join: never a plain filter that happens to share the name.
    const entry = key !== source ? entries.find((e) => e.key === key && e.sources[0] !== key) : undefined;
    if (entry) entry.sources.push(source);
    else entries.push({ key, sources: [source] });
  }
  return entries;
}

/** A filter input's words: its own label, its inner input's (a reference's autocomplete), or the field's. */
function filterLabel(resource: AnyResource, filter: FilterElement, translate: Translate) {
  const inner = isValidElement<{ label?: ReactNode }>(filter.props.children) ? filter.props.children.props.label : null;
  const label = filter.props.label ?? inner;
  if (typeof label === 'string') return label;
  const source = filter.props.source;
  return translate(fieldKey(resource, source), { _: resource.fields[source]?.label ?? source });
}

/**
 * A list's actions where a toolbar of buttons does not fit (a phone): one labelled "Actions" button
 * opening a menu of labelled items: create, each filter (shown or taken away), the exports, and
 * "Select records" where the list has bulk actions for this user (`onSelectRecords`: a phone's rows
 * have no checkboxes until asked for). The search box stays on screen; react-admin's own buttons
 * would shrink to bare icons here.
 */
export function ListActionsMenu({
  resource,
  canCreate,
  onSelectRecords,
}: {
  resource: AnyResource;
  canCreate: boolean;
  onSelectRecords?: () => void;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const filters = (useFilterContext() ?? []).filter(
    (filter): filter is FilterElement => isValidElement(filter) && !(filter as FilterElement).props.alwaysOn,
  );
  const { displayedFilters, filterValues, showFilter, hideFilter, setFilters } = useListContext();
  const exporter = useListExport();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  // A filter just added: the user goes on typing in its input once it is on screen and the menu gone.
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (focusOn === null || anchor !== null) return;
    const input = document.querySelector<HTMLInputElement>(`input[name='${CSS.escape(focusOn)}']`);
    if (!input) return;
    input.focus();
    setFocusOn(null);
  }, [focusOn, anchor, displayedFilters]);
  const filtered = Object.keys(filterValues).length > 0;

  // As react-admin's filter form decides: a filter is on screen when added or when it has a value.
  const isShown = (source: string) => Boolean(displayedFilters[source]) || hasValue(filterValues[source]);

  const bySource = new Map(filters.map((filter) => [filter.props.source, filter]));
  const entries = filterEntries(filters.map((filter) => filter.props.source)).map(({ key, sources }) => {
    const only = sources.length === 1 ? bySource.get(sources[0]) : undefined;
    const label = only
      ? filterLabel(resource, only, translate)
      : translate(fieldKey(resource, key), { _: resource.fields[key]?.label ?? key });
    return { key, sources, label, shown: sources.some(isShown) };
  });

  const toggleFilter = ({ sources, shown }: { sources: readonly string[]; shown: boolean }) => {
    close();
    if (shown) {
      for (const source of sources) hideFilter(source);
      return;
    }
    for (const source of sources) {
      const initial = bySource.get(source)?.props.defaultValue;
      showFilter(source, initial === '' ? undefined : initial);
    }
    setFocusOn(sources[0]);
  };

  const exportAs = (format: ExportFormat) => {
    close();
    void exporter.run(format);
  };

  return (
    <TopToolbar>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        startIcon={<MoreVert />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {translate('shule.list_actions.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {canCreate && (
          <MenuItem
            component={LinkBase}
            to={resource.createAt ?? createPath({ resource: resource.name, type: 'create' })}
            onClick={close}
          >
            <ListItemIcon>
              <Add fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.action.create')}</ListItemText>
          </MenuItem>
        )}
        {canCreate && filters.length > 0 && <Divider />}
        {entries.map((entry) => (
          <MenuItem key={entry.key} onClick={() => toggleFilter(entry)}>
            <ListItemIcon>{entry.shown ? <Clear fontSize="small" /> : <FilterList fontSize="small" />}</ListItemIcon>
            <ListItemText>
              {translate(entry.shown ? 'shule.list_actions.hide_filter' : 'shule.list_actions.filter_by', {
                field: entry.label,
              })}
            </ListItemText>
          </MenuItem>
        ))}
        {filtered && (
          <MenuItem
            onClick={() => {
              close();
              setFilters({}, {});
            }}
          >
            <ListItemIcon>
              <FilterListOff fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.action.remove_all_filters')}</ListItemText>
          </MenuItem>
        )}
        {(canCreate || filters.length > 0) && <Divider />}
        {EXPORTS.map(([format, key]) => (
          <MenuItem key={format} disabled={exporter.disabled} onClick={() => exportAs(format)}>
            <ListItemIcon>
              <Download fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(key)}</ListItemText>
          </MenuItem>
        ))}
        {onSelectRecords && <Divider />}
        {onSelectRecords && (
          <MenuItem
            onClick={() => {
              close();
              onSelectRecords();
            }}
          >
            <ListItemIcon>
              <Checklist fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('shule.list_actions.select_records')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </TopToolbar>
  );
}
