import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { screenPath } from '../../providers/screenPaths';
import type { LikelyDuplicate } from '../../schema/duplicates';

const fullName = (m: LikelyDuplicate) => [m.first_name, m.middle_name, m.last_name].filter(Boolean).join(' ');

/**
 * Students of the school who look like the one about to be registered, shown on the review step
 * before saving: each named, with admission number, class and standing, why it looks the same,
 * and a link to the record. The registrar may still register (twins, a namesake).
 */
export function DuplicateWarning({ matches }: { readonly matches: readonly LikelyDuplicate[] }) {
  const translate = useTranslate();
  if (matches.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="likely-duplicates">
      <AlertTitle>{translate('shule.registration.duplicates.title', { smart_count: matches.length })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('shule.registration.duplicates.hint')}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {matches.map((match) => (
          <li key={match.id}>
            <Link component={RouterLink} to={screenPath('students', 'show', match.id)}>
              {fullName(match)}
            </Link>{' '}
            <Typography component="span" variant="body2">
              {[
                match.admission_no,
                match.class_name,
                translate(`resources.students.choices.status.${match.status}`, { _: match.status }),
              ]
                .filter(Boolean)
                .join(' · ')}
              {' — '}
              {match.reasons.map((reason) => translate(`shule.registration.duplicates.reasons.${reason}`)).join('; ')}
            </Typography>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
