import EditNote from '@mui/icons-material/EditNote';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { humanize } from '../../i18n/registryMessages';
import { choiceKey, fieldKey } from './keys';

/** Sets one choice field on every selected row in a single bulk-update call. */
export function BulkSetChoiceButton({ resource, field }: { resource: AnyResource; field: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resourceName = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choices = resource.fields[field]?.choices ?? [];
  const fieldLabel = translate(fieldKey(resource, field), { _: resource.fields[field]?.label ?? field });

  const apply = (value: string) => {
    setAnchor(null);
    updateMany(
      resourceName,
      { ids: selectedIds, data: { [field]: value } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.updated', { messageArgs: { smart_count: selectedIds.length } });
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
