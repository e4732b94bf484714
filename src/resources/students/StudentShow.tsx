import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  Labeled,
  ListButton,
  Show,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { canAccess, getResource, represent, type AnyResource } from '../../schema/registry';
import { NOT_ASKED, SECTIONS } from '../../pages/registration/wizard';
import { fieldDisplay } from '../generic/fieldDisplays';
import { AuthImage } from '../generic/upload/AuthImage';
import { useCanWrite } from '../generic/useCanWrite';
import { StandingBanner } from './StandingBanner';
import { NewForStudent, StudentRelated } from './StudentRelated';

/** The wizard's sections, then what the school keeps (status, fee balance, primary guardian). */
const GROUPS: readonly { key: string; title: string; fields: readonly string[] }[] = [
  ...SECTIONS.filter((s) => s.fields.length > 0).map((s) => ({
    key: s.key,
    title: `shule.registration.sections.${s.key}`,
    fields: s.fields.filter((f) => f !== 'photo'),
  })),
  { key: 'record', title: 'resources.students.name', fields: NOT_ASKED },
];

function Header({ resource }: { resource: AnyResource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <AuthImage src={record.photo} alt={translate('shule.students.photo')} size={120} />
      <Typography variant="h5" component="h2">
        {represent(resource, record)}
      </Typography>
    </Stack>
  );
}

const mayWrite = (roles: unknown, name: string) => {
  const declaration = getResource(name);
  return (
    declaration !== undefined && canAccess(Array.isArray(roles) ? (roles as string[]) : [], declaration.access, 'write')
  );
};

/** A student's record: photo, every field by section, guardians, transfers and leave-outs, standing. */
export function StudentShow({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const canWrite = useCanWrite(resource);
  const { permissions } = usePermissions<string[]>();
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
          {canWrite && <EditButton />}
          {mayWrite(permissions, 'transfers') && <NewForStudent resource="transfers" label="shule.students.transfer" />}
          {mayWrite(permissions, 'leaveouts') && <NewForStudent resource="leaveouts" label="shule.students.leaveout" />}
        </TopToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <StandingBanner />
        <Header resource={resource} />
        {GROUPS.map((group) => (
          <Box key={group.key} component="section" sx={{ mb: 2 }} aria-labelledby={`student-${group.key}`}>
            <Typography id={`student-${group.key}`} variant="h6" component="h2">
              {translate(group.title, { smart_count: 1 })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 1 }}>
              {group.fields.map((name) => {
                const field = resource.fields[name];
                const display = field && fieldDisplay(resource, name, field);
                return display && <Labeled key={name}>{display}</Labeled>;
              })}
            </Box>
          </Box>
        ))}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate('shule.students.guardians')}
          </Typography>
          {mayWrite(permissions, 'guardians') && (
            <NewForStudent resource="guardians" label="shule.students.add_guardian" />
          )}
        </Stack>
        <StudentRelated
          resource="guardians"
          label="shule.students.guardians"
          canWrite={mayWrite(permissions, 'guardians')}
        />
        <StudentRelated
          resource="transfers"
          label="shule.students.transfers"
          canWrite={mayWrite(permissions, 'transfers')}
        />
        <StudentRelated
          resource="leaveouts"
          label="shule.students.leaveouts"
          canWrite={mayWrite(permissions, 'leaveouts')}
        />
      </Box>
    </Show>
  );
}
