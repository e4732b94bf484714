import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { navLabelOptions, navigationFor } from './navigation';
import { useSession } from './useSession';

interface Option {
  readonly path: string;
  readonly label: string;
  readonly group: string;
}

/** The navbar search: jump to any screen this user may open, by typing part of its name. */
export function ScreenSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { roles } = useSession();
  const options = useMemo<Option[]>(
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
  return (
    <Autocomplete<Option>
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      value={null}
      blurOnSelect
      onChange={(_event, option) => option && navigate(option.path)}
      size="small"
      sx={{ width: { xs: 160, sm: 240 } }}
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
