import EditNote from '@mui/icons-material/EditNote';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import {
  Button,
  type Identifier,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { humanize } from '../../i18n/registryMessages';
import { choiceKey, fieldKey } from './keys';
import { UNDO_NOTIFICATION_MS, UndoButton } from './UndoButton';
import { useRecordNames } from './useRecordNames';

/**
 * "3 students updated", with an Undo that puts back each record's own previous value: the server
 * takes back this user's last edit of each (server/crud/undo.ts), identified by the version the
 * bulk set left, and refuses by name if any of them changed since.
 */
function useBulkSetDone(resource: AnyResource) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { many } = useRecordNames();
  return async (ids: readonly Identifier[]) => {
    const named = many(resource, ids.length);
    // The versions the bulk set left, read back at once: the undo names exactly these changes.
    const { data } = await dataProvider.getMany(resource.name, { ids: [...ids] }).catch(() => ({ data: [] }));
    const records = data.map((r) => ({ id: r.id, version: r.updated_at as unknown }));
    const undoable = records.length === ids.length && records.every((r) => typeof r.version === 'string');
    notify('shule.notify.updated_many', {
      type: 'success',
      messageArgs: named,
      ...(undoable
        ? {
            autoHideDuration: UNDO_NOTIFICATION_MS,
            action: (
              <UndoButton
                path={`${resource.name}/undo`}
                body={{ records }}
                done={translate('shule.notify.undone_many', named)}
              />
            ),
          }
        : {}),
    });
  };
}

/** Sets one choice field on every selected row in a single bulk-update call. */
export function BulkSetChoiceButton({ resource, field }: { resource: AnyResource; field: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = useBulkSetDone(resource);
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choices = resource.fields[field]?.choices ?? [];
  const fieldLabel = translate(fieldKey(resource, field), { _: resource.fields[field]?.label ?? field });

  const apply = (value: string) => {
    setAnchor(null);
    updateMany(
      resource.name,
      { ids: selectedIds, data: { [field]: value } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          void done(selectedIds);
          onUnselectItems();
          refresh();
        },
        onError: (error: unknown) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        label={translate('shule.list.set_field', { field: fieldLabel })}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
      >
        <EditNote />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((value) => {
          const valueLabel = translate(choiceKey(resource, field, value), { _: humanize(value) });
          return (
            <MenuItem
              key={value}
              onClick={() => apply(value)}
              aria-label={translate('shule.list.set_field_to', { field: fieldLabel, value: valueLabel })}
            >
              {valueLabel}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
