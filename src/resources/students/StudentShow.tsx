import Box from '@mui/material/Box';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { canAccess, getResource, type AnyResource } from '../../schema/registry';
import { EditIfAllowed } from '../generic/GenericShow';
import { BackToListButton, RecordToolbar } from '../generic/RecordButtons';
import { RecordHeading, RecordSections } from '../generic/RecordSections';
import { AuthImage } from '../generic/upload/AuthImage';
import { useUserRoles, WorkflowActions } from '../generic/WorkflowActions';
import { StandingBanner } from './StandingBanner';
import { NewForStudent, StudentRelated } from './StudentRelated';

function Photo() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <AuthImage src={record.photo} alt={translate('shule.students.photo')} size={120} />;
}

function useMayWrite(): (name: string) => boolean {
  const roles = useUserRoles();
  return (name) => {
    const declaration = getResource(name);
    return declaration !== undefined && canAccess(roles, declaration.access, 'write');
  };
}

/**
 * A student's record from the `students` declaration: its form sections (guardians as the child
 * table), the status chip and the lifecycle actions (transfer out, suspend, graduate, readmit) the
 * user may take from the present status, the standing banner, then the transfers (with their
 * leaving certificates) and leave-outs filed for the student.
 */
export function StudentShow({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const mayWrite = useMayWrite();
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          <WorkflowActions resource={resource} />
          {mayWrite('leaveouts') && (
            <NewForStudent
              resource="leaveouts"
              label={translate('shule.students.new_leaveout', { _: 'Leave-out' })}
              values={{ kind: 'leave_out' }}
            />
          )}
          <EditIfAllowed resource={resource} />
        </RecordToolbar>
      }
    >
      <Box sx={{ p: 2 }}>
        <StandingBanner />
        <RecordHeading resource={resource} before={<Photo />} />
        <RecordSections resource={resource} omit={['photo']} />
        <StudentRelated resource="transfers" label="shule.students.transfers" canWrite={mayWrite('transfers')} />
        <StudentRelated resource="leaveouts" label="shule.students.leaveouts" canWrite={mayWrite('leaveouts')} />
      </Box>
    </Show>
  );
}
