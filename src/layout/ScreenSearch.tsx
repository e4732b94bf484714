import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { getResource } from '../schema/registry';
import { choiceKey } from '../resources/generic/keys';
import { navLabelOptions, navigationFor } from './navigation';
import { type RecordGroup, useRecordSearch } from './useRecordSearch';
import { useSession } from './useSession';

interface Option {
  readonly path: string;
  readonly label: string;
  readonly group: string;
  /** The second line of a record: its class, status, department... */
  readonly detail?: string;
}

/** Records found on the server, as options grouped under their resource's translated name. */
function recordOptions(
  groups: readonly RecordGroup[],
  q: string,
  translate: ReturnType<typeof useTranslate>,
): Option[] {
  return groups.flatMap((group) => {
    const resource = getResource(group.resource);
    if (!resource) return [];
    const heading = translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.label });
    // More matches than shown: the resource's own list, searched for the same words, has them all.
    const all: Option[] =
      group.total > group.hits.length
        ? [
            {
              path: `${resource.path}?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
              label: translate('shule.nav.search_all', { count: group.total, name: heading }),
              group: heading,
            },
          ]
        : [];
    const hits = group.hits.map((hit) => ({
      path: `${resource.path}/${hit.id}/show`,
      label: hit.label,
      group: heading,
      detail: hit.details
        .map((d) => (d.choice ? translate(choiceKey(resource, d.field, d.choice), { _: d.text }) : d.text))
        .join(' · '),
    }));
    return [...hits, ...all];
  });
}

/**
 * The navbar search: screens this user may open by name, and, from two characters on, the records
 * they may read (students by name, admission or UPI number and guardian phone; teachers; staff),
 * grouped by resource. Choosing one opens it.
 */
export function ScreenSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { roles } = useSession();
  const [input, setInput] = useState('');
  const { groups, loading } = useRecordSearch(input);
  const screens = useMemo<Option[]>(
    () =>
      navigationFor(roles).flatMap((group) =>
        group.items.map((item) => ({
          path: item.path,
          label: translate(item.labelKey, navLabelOptions(item)),
          group: translate(`shule.modules.${group.module}`),
        })),
      ),
    [roles, translate],
  );
  const typed = input.trim().toLowerCase();
  const options = useMemo(
    () => [
      ...recordOptions(groups, input.trim(), translate),
      ...screens.filter((s) => typed === '' || s.label.toLowerCase().includes(typed)),
    ],
    [groups, input, screens, translate, typed],
  );
  return (
    <Autocomplete<Option>
      options={options}
      // The server already matched the records; screens are filtered above.
      filterOptions={(all) => all}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      loading={loading}
      loadingText={translate('shule.nav.searching')}
      noOptionsText={translate('shule.nav.search_nothing')}
      blurOnSelect
      onChange={(_event, option) => option && navigate(option.path)}
      size="small"
      sx={{ width: { xs: 180, sm: 300 } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <div>
              <Typography variant="body2">{option.label}</Typography>
              {option.detail ? (
                <Typography variant="caption" color="text.secondary">
                  {option.detail}
                </Typography>
              ) : null}
            </div>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('shule.nav.search_placeholder')}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': translate('shule.nav.search') },
          }}
        />
      )}
    />
  );
}
