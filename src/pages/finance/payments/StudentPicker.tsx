import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { required, useInput, useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { findStudents, type StudentChoice } from './api';

const T = 'shule.payments_screen';
const required_ = required();
const labelOf = (s: StudentChoice) => `${s.name} (${s.admission_no})`;

/**
 * The student, found by name or admission number through the payments area's own lookup (a clerk
 * who receives fees need not read the student registry), with class and balance on each option.
 */
export function StudentPicker() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput({ source: 'student_id', validate: required_ });
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<StudentChoice[]>([]);
  const [chosen, setChosen] = useState<StudentChoice | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (typed.trim().length < 2 || (chosen && typed === labelOf(chosen))) return;
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      findStudents({ q: typed })
        .then((found) => live && setOptions(found))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, chosen]);
  const error = fieldState.error?.message;
  return (
    <Autocomplete<StudentChoice>
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen}
      loading={loading}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, value) => setTyped(value)}
      onChange={(_, value) => {
        setChosen(value);
        field.onChange(value ? value.id : null);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate(typed.trim().length < 2 ? `${T}.type_to_find` : `${T}.no_student`)}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, s) => (
        <Box component="li" {...props} key={s.id}>
          <Box>
            <Typography>{labelOf(s)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {s.class_name} · {translate(`${T}.balance`)}{' '}
              {s.fee_balance < 0
                ? translate(`${T}.in_credit`, { amount: formatKes(-s.fee_balance, locale) })
                : formatKes(s.fee_balance, locale)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="student_id"
          label={translate(`${T}.student`)}
          required={isRequired}
          error={Boolean(error)}
          placeholder={translate(`${T}.student_help`)}
          helperText={error ? translate(error) : ' '}
          margin="dense"
        />
      )}
      fullWidth
    />
  );
}
