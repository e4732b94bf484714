import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useDeleteMany, useListContext, useNotify, useRefresh, type HttpError } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { useRecordNames } from './useRecordNames';

/**
 * The list's bulk delete, saying what went by count and kind ("3 students deleted") where
 * react-admin's button can only say "3 elements deleted" (its message arguments carry no kind).
 * Asked first, sent at once (no undo: a deleted record cannot come back with its id); a refusal
 * is the server's own words (which records hold them).
 */
export function NamedBulkDeleteButton({ resource }: { resource: AnyResource }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { many } = useRecordNames();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const named = many(resource, selectedIds.length);

  const confirm = () =>
    deleteMany(
      resource.name,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('shule.notify.deleted_many', { type: 'info', messageArgs: named });
          onUnselectItems(true);
        },
        onError: (error: unknown) => {
          notify((error as HttpError | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
          refresh();
        },
        onSettled: () => setOpen(false),
      },
    );

  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.bulk_delete_title"
        content="ra.message.bulk_delete_content"
        titleTranslateOptions={{ smart_count: selectedIds.length, name: named.names }}
        contentTranslateOptions={{ smart_count: selectedIds.length, name: named.names }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
