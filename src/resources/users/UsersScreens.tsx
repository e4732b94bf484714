import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useMemo } from 'react';
import type { AnyResource } from '../../schema/registry';
import { ExportMenuButton } from '../generic/ExportMenuButton';
import { fieldDisplay } from '../generic/fieldDisplays';
import { GenericEdit } from '../generic/GenericEdit';
import { ListActionsMenu, PHONE_LIST_SX } from '../generic/ListActionsMenu';
import { listFilters } from '../generic/listFilters';
import { BackToListButton, EditRecordButton, RecordToolbar } from '../generic/RecordButtons';
import { SmallList, usePhoneWidth } from '../generic/SmallList';
import { useCanWrite } from '../generic/useCanWrite';
import type { ScreenOverrides } from '../screenTypes';
import { API_URL, httpClient } from '../../providers/httpClient';
import { AccountActions } from './AccountActions';

/** Reset password (PUT {password}) and deactivate/reactivate (PUT {active}) through the school API. */
function UserAccountActions() {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const name = String(record.name ?? record.username ?? record.id);
  const update = (data: Record<string, unknown>) =>
    dataProvider.update('users', { id: record.id, data, previousData: record });
  return (
    <AccountActions
      user={{ name, active: record.active !== false }}
      setPassword={async (password) => {
        await update({ password });
        notify('shule.account.password_set', { type: 'success', messageArgs: { name } });
      }}
      unlock={async () => {
        await httpClient(`${API_URL}/users/${encodeURIComponent(String(record.id))}/unlock`, { method: 'POST' });
        notify('shule.account.unlocked', { type: 'success', messageArgs: { name } });
      }}
      setActive={async (active) => {
        await update({ active });
        notify(active ? 'shule.account.reactivated' : 'shule.account.deactivated', {
          type: 'success',
          messageArgs: { name },
        });
        refresh();
      }}
    />
  );
}

/** The generic users list with a column of account actions for those who may write. */
function UsersList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const canWrite = useCanWrite(resource);
  const filters = listFilters(resource, translate);
  // A phone reads the generic list's lines and actions menu; the account actions are on each user's page.
  const phone = usePhoneWidth();
  return (
    <List
      sort={resource.sort}
      filters={filters}
      actions={
        phone ? (
          <ListActionsMenu resource={resource} canCreate={canWrite} />
        ) : (
          <TopToolbar>
            {filters.length > 1 && <FilterButton />}
            {canWrite && <CreateButton />}
            <ExportMenuButton />
          </TopToolbar>
        )
      }
      exporter={false}
      sx={phone ? PHONE_LIST_SX : undefined}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {phone ? (
        <SmallList resource={resource} />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {resource.list.map((name) => fieldDisplay(resource, name, resource.fields[name]))}
          {canWrite && (
            <FunctionField label="shule.account.actions" sortable={false} render={() => <UserAccountActions />} />
          )}
        </Datagrid>
      )}
    </List>
  );
}

/** The generic show screen with the account actions in its toolbar. */
function UsersShow({ resource }: { resource: AnyResource }) {
  const canWrite = useCanWrite(resource);
  return (
    <Show
      actions={
        <RecordToolbar>
          <BackToListButton />
          {canWrite && <EditRecordButton />}
          {canWrite && <UserAccountActions />}
        </RecordToolbar>
      }
    >
      <SimpleShowLayout>
        {Object.entries(administered(resource).fields).map(([name, field]) => fieldDisplay(resource, name, field))}
      </SimpleShowLayout>
    </Show>
  );
}

/** The user's own choices, made from the configurator: not an administrator's to read or edit. */
const OWN_PREFERENCES = new Set(['theme']);

/**
 * The users declaration as an administrator's screens show it: without the user's own light or
 * dark choice, which read as a bare "Theme 0".
 */
export function administered(resource: AnyResource): AnyResource {
  const fields = Object.entries(resource.fields).filter(([name]) => !OWN_PREFERENCES.has(name));
  return { ...resource, fields: Object.fromEntries(fields) };
}

/** The generic edit form over the administered fields. */
function UsersEdit({ resource }: { resource: AnyResource }) {
  const shown = useMemo(() => administered(resource), [resource]);
  return <GenericEdit resource={shown} />;
}

/** Partial override of the users screens, merged over the generic ones (SettingsScreens OVERRIDES). */
export const USERS_OVERRIDES: ScreenOverrides = { list: UsersList, show: UsersShow, edit: UsersEdit };
