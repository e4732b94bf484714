import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { getResource, type AnyResource } from '../../schema/registry';
import { choiceKey, fieldKey } from '../../resources/generic/keys';
import type { Option } from './WizardField';
import type { Values } from './registrationApi';
import { GUARDIAN_FIELDS, SECTIONS } from './wizard';

function useShown() {
  const translate = useTranslate();
  return (resource: AnyResource, name: string, value: string, options?: readonly Option[]) => {
    if (value === '') return translate('shule.registration.none');
    const option = options?.find((o) => o.id === value);
    if (option) return option.name;
    if (resource.fields[name]?.choices) return translate(choiceKey(resource, name, value), { _: value });
    return value;
  };
}

function Pairs({ rows }: { rows: readonly [string, string][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, auto) 1fr', gap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What will be registered, section by section. */
export function ReviewSection({
  student,
  guardians,
  options,
}: {
  student: Values;
  guardians: readonly Values[];
  options: Readonly<Record<string, Option[]>>;
}) {
  const translate = useTranslate();
  const shown = useShown();
  const students = getResource('students');
  const guardianDef = getResource('guardians');
  if (!students || !guardianDef) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2">{translate('shule.registration.review_hint')}</Typography>
      {SECTIONS.filter((s) => s.fields.length > 0).map((section) => (
        <Box key={section.key}>
          <Typography variant="subtitle1" component="h3">
            {translate(`shule.registration.sections.${section.key}`)}
          </Typography>
          <Pairs
            rows={section.fields
              .filter((name) => name !== 'photo')
              .map((name) => [
                translate(fieldKey(students, name)),
                shown(students, name, student[name] ?? '', options[name]),
              ])}
          />
        </Box>
      ))}
      {guardians.map((guardian, index) => (
        <Box key={index}>
          <Typography variant="subtitle1" component="h3">
            {translate('shule.registration.guardian_n', { n: index + 1 })}
          </Typography>
          <Pairs
            rows={GUARDIAN_FIELDS.map((name) => [
              translate(fieldKey(guardianDef, name)),
              shown(guardianDef, name, guardian[name] ?? ''),
            ])}
          />
        </Box>
      ))}
    </Box>
  );
}
