import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { getResource } from '../../schema/registry';
import { WizardField, type Option } from './WizardField';
import type { Values } from './registrationApi';
import { GUARDIAN_FIELDS } from './wizard';

interface FieldsProps {
  readonly fields: readonly string[];
  readonly values: Values;
  readonly onChange: (name: string, value: string) => void;
  readonly errors: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, Option[]>>;
}

/** A section of student fields; the hostel is asked for boarders only. */
export function StudentFields({ fields, values, onChange, errors, options }: FieldsProps) {
  const students = getResource('students');
  if (!students) return null;
  const shown = fields.filter((f) => f !== 'photo' && (f !== 'hostel_id' || values.residence === 'boarding'));
  return (
    <Grid container spacing={2}>
      {shown.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: students.fields[name]?.kind === 'long_text' ? 12 : 6 }}>
          <WizardField
            resource={students}
            name={name}
            path={`student.${name}`}
            value={values[name] ?? ''}
            onChange={(value) => onChange(name, value)}
            error={errors[`student.${name}`]}
            options={students.fields[name]?.kind === 'reference' || name === 'subcounty' ? options[name] : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}

interface GuardiansProps {
  readonly guardians: readonly Values[];
  readonly onChange: (index: number, name: string, value: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
  readonly errors: Readonly<Record<string, string>>;
}

/** One or more guardians; the first is the primary contact. */
export function GuardianFields({ guardians, onChange, onAdd, onRemove, errors }: GuardiansProps) {
  const translate = useTranslate();
  const resource = getResource('guardians');
  if (!resource) return null;
  return (
    <Stack spacing={2}>
      {guardians.map((guardian, index) => (
        <Paper
          key={index}
          variant="outlined"
          sx={{ p: 2 }}
          component="fieldset"
          aria-label={translate('shule.registration.guardian_n', { n: index + 1 })}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography component="legend" variant="subtitle1">
              {translate('shule.registration.guardian_n', { n: index + 1 })}
            </Typography>
            {guardians.length > 1 && (
              <IconButton
                aria-label={translate('shule.registration.remove_guardian', { n: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
          <Grid container spacing={2}>
            {GUARDIAN_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <WizardField
                  resource={resource}
                  name={name}
                  path={`guardians.${index}.${name}`}
                  value={guardian[name] ?? ''}
                  onChange={(value) => onChange(index, name, value)}
                  error={errors[`guardians.${index}.${name}`]}
                />
              </Grid>
            ))}
          </Grid>
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
        {translate('shule.registration.add_guardian')}
      </Button>
    </Stack>
  );
}
