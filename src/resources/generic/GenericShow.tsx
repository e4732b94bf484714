import Box from '@mui/material/Box';
import { Show, useRecordContext } from 'react-admin';
import { canUpdate, isLocked, type AnyResource } from '../../schema/registry';
import { BackToListButton, EditRecordButton, RecordToolbar } from './RecordButtons';
import { RecordHeading, RecordSections } from './RecordSections';
import { useCanWrite } from './useCanWrite';
import { WorkflowActions } from './WorkflowActions';

/** Edit only for writers, and never on a locked record (a submitted document changes by its actions). */
export function EditIfAllowed({ resource }: { readonly resource: AnyResource }) {
  const canWrite = useCanWrite(resource);
  const record = useRecordContext();
  if (!record || !canWrite || !canUpdate(resource) || isLocked(resource, record)) return null;
  return <EditRecordButton />;
}

/** The record's actions, each with its words at every width (RecordButtons.tsx). */
export function ShowActions({ resource }: { readonly resource: AnyResource }) {
  return (
    <RecordToolbar>
      <BackToListButton />
      <WorkflowActions resource={resource} />
      <EditIfAllowed resource={resource} />
    </RecordToolbar>
  );
}

/** One record laid out by its declaration's sections, with the actions its state and the user allow. */
export function GenericShow({ resource }: { resource: AnyResource }) {
  return (
    <Show actions={<ShowActions resource={resource} />}>
      <Box sx={{ p: 2 }}>
        <RecordHeading resource={resource} />
        <RecordSections resource={resource} />
      </Box>
    </Show>
  );
}
