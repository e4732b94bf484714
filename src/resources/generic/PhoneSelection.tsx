import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  LinkBase,
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { represent, type AnyResource } from '../../schema/registry';

/** What a phone's list row says about its record: SmallList's three lines, shared by both of its modes. */
export interface RowText {
  readonly primary: (record: RaRecord) => ReactNode;
  readonly secondary: (record: RaRecord) => ReactNode;
  readonly tertiary?: (record: RaRecord) => ReactNode;
}

/**
 * react-admin's Button asks the theme whether the screen is below `sm` and, there, drops its label for a
 * bare icon (the words only in a tooltip). Inside this wrapper the answer is "no", so the bulk buttons
 * (the list's own and a bespoke screen's, which this list does not own) keep their words on a phone.
 * Only the named `sm` query changes: a dialog's own width rules ask with numbers and are untouched.
 */
function WordsAtEveryWidth({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        breakpoints: {
          ...outer.breakpoints,
          down: (key) => (key === 'sm' ? '@media not all' : outer.breakpoints.down(key)),
        },
      })}
    >
      {children}
    </ThemeProvider>
  );
}

/** One record: its labelled checkbox, then its words as the link that opens it (a control beside a link, never in it). */
function SelectableRow({ resource, record, text }: { resource: AnyResource; record: RaRecord; text: RowText }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { selectedIds, onToggleItem } = useListContext();
  const selected = selectedIds.includes(record.id);
  return (
    <ListItem disablePadding>
      <Checkbox
        checked={selected}
        onChange={() => onToggleItem(record.id)}
        slotProps={{
          input: { 'aria-label': translate('shule.list.select_row', { name: represent(resource, record) }) },
        }}
      />
      <ListItemButton
        component={LinkBase}
        to={createPath({ resource: resource.name, id: record.id, type: 'show' })}
        selected={selected}
        sx={{ pl: 0.5 }}
      >
        <ListItemText
          primary={
            <div>
              {text.primary(record)}
              {text.tertiary && <span className="RaSimpleList-tertiary">{text.tertiary(record)}</span>}
            </div>
          }
          secondary={text.secondary(record)}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** "Select all on this page" (or take the page's records back out) and the way out of selection. */
function SelectionHeader({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const selectAll = useRef<HTMLInputElement>(null);
  // Chosen from the Actions menu: the keyboard goes on from here into the rows' checkboxes. After the
  // menu has handed focus back to its button, hence the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => selectAll.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const pageIds: Identifier[] = data.map((record: RaRecord) => record.id);
  const onPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const all = pageIds.length > 0 && onPage === pageIds.length;
  const some = onPage > 0 && !all;
  // MUI draws "some" and says aria-checked="mixed", but leaves the input's own state unset: set it, so
  // the two agree (a checkbox's native state is what assistive technology reads).
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);
  const toggleAll = () =>
    onSelect(
      all
        ? selectedIds.filter((id) => !pageIds.includes(id))
        : [...selectedIds, ...pageIds.filter((id) => !selectedIds.includes(id))],
    );
  const done = () => {
    onUnselectItems();
    onDone();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', pr: 1 }}>
      <FormControlLabel
        sx={{ ml: 0 }}
        control={
          <Checkbox
            inputRef={selectAll}
            checked={all}
            indeterminate={some}
            onChange={toggleAll}
            disabled={pageIds.length === 0}
          />
        }
        label={translate('shule.list_actions.select_page')}
      />
      <Button size="small" variant="outlined" onClick={done}>
        {translate(selectedIds.length > 0 ? 'shule.list_actions.cancel_selection' : 'shule.list_actions.done')}
      </Button>
    </Box>
  );
}

/**
 * The count of selected records and what can be done to them, with their words. Sticky at the foot of
 * the screen while the list scrolls, and in the flow after the last row, so it never hides a row for good.
 */
function SelectionToolbar({ bulkActions }: { bulkActions: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const count = selectedIds.length;
  return (
    <Toolbar
      role="toolbar"
      aria-label={translate('shule.list_actions.selection_toolbar')}
      disableGutters
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        minHeight: 0,
        px: 1,
        py: 0.5,
        gap: 1,
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="status" variant="body2" sx={{ fontWeight: 500, mr: 'auto' }}>
        {translate('shule.list_actions.selected', { smart_count: count })}
      </Typography>
      {count > 0 && <WordsAtEveryWidth>{bulkActions}</WordsAtEveryWidth>}
    </Toolbar>
  );
}

/**
 * A phone's list in selection mode: each row a labelled checkbox beside the link to its record, a
 * "select all on this page" and a way out above, the count and the bulk actions in a toolbar below.
 */
export function SelectableSmallList({
  resource,
  text,
  bulkActions,
  onDone,
}: {
  resource: AnyResource;
  text: RowText;
  bulkActions: ReactNode;
  onDone: () => void;
}) {
  const { data, isPending } = useListContext();
  return (
    <Box>
      <SelectionHeader onDone={onDone} />
      {!isPending && data?.length === 0 ? (
        <ListNoResults />
      ) : (
        <List
          disablePadding
          sx={{ '& .RaSimpleList-tertiary': { float: 'right', ml: 1 }, '& .Mui-selected': { fontWeight: 500 } }}
        >
          {(data ?? []).map((record: RaRecord) => (
            <RecordContextProvider key={record.id} value={record}>
              <SelectableRow resource={resource} record={record} text={text} />
            </RecordContextProvider>
          ))}
        </List>
      )}
      <SelectionToolbar bulkActions={bulkActions} />
    </Box>
  );
}
