import { type ReactNode, useEffect, useState } from 'react';
import {
  CreateButton,
  Datagrid,
  DatagridBody,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { canCreate, canDelete, canUpdate, type AnyResource } from '../../schema/registry';
import { BulkSetChoiceButton } from './BulkSetChoiceButton';
import { ExportMenuButton } from './ExportMenuButton';
import { fieldDisplay } from './fieldDisplays';
import { PureLabelledDatagridRow } from './LabelledDatagridRow';
import { NamedBulkDeleteButton } from './NamedBulkDeleteButton';
import { ListActionsMenu, PHONE_LIST_SX } from './ListActionsMenu';
import { listFilters } from './listFilters';
import { SmallList, usePhoneWidth } from './SmallList';
import { useCanWrite } from './useCanWrite';

function GenericListActions({
  resource,
  canWrite,
  hasFilters,
}: {
  resource: AnyResource;
  canWrite: boolean;
  hasFilters: boolean;
}) {
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {/* `createAt`: records made on a page of their own (students: the registration wizard). */}
      {canWrite && canCreate(resource) && <CreateButton to={resource.createAt} />}
      <ExportMenuButton />
    </TopToolbar>
  );
}

/**
 * The fields offered as a bulk "set": only choices declared `bulk: true`, and never the workflow's
 * state (its actions move it) nor a read-only field. None when records cannot be changed at all.
 */
export function bulkSetFields(resource: AnyResource): string[] {
  if (!canUpdate(resource)) return [];
  return Object.entries(resource.fields)
    .filter(([name, f]) => f.bulk === true && f.kind === 'choice' && !f.readOnly && name !== resource.workflow?.field)
    .map(([name]) => name);
}

function GenericBulkActions({ resource, extra }: { resource: AnyResource; extra?: ReactNode }) {
  return (
    <>
      {extra}
      {bulkSetFields(resource).map((name) => (
        <BulkSetChoiceButton key={name} resource={resource} field={name} />
      ))}
      {canDelete(resource) && <NamedBulkDeleteButton resource={resource} />}
    </>
  );
}

export interface GenericListProps {
  readonly resource: AnyResource;
  /** A bespoke screen's own bulk buttons (writers only), before the generic ones. */
  readonly bulkActions?: ReactNode;
  /** A bespoke screen's own columns, after the declared ones. */
  readonly columns?: ReactNode;
}

/**
 * Rows selected on a list are forgotten when the user leaves it: react-admin keeps selections in
 * its persisted store, so forty rows found still selected next week were one click from a bulk delete.
 */
function useClearSelectionOnLeave(resource: string): void {
  const unselectAll = useUnselectAll(resource);
  // On arrival too: a reload or a closed tab leaves without unmounting, and the store keeps the rows.
  useEffect(() => {
    unselectAll();
    return () => unselectAll();
  }, [unselectAll]);
}

/**
 * The list screen a declaration implies: its columns, filters, sort, search, export and bulk actions.
 * On a phone a table does not fit: each record is a line (SmallList) and the actions are a menu.
 */
export function GenericList({ resource, bulkActions, columns }: GenericListProps) {
  const translate = useTranslate();
  const canWrite = useCanWrite(resource);
  const phone = usePhoneWidth();
  const filters = listFilters(resource, translate);
  const hasBulk = canWrite && (bulkActions !== undefined || canDelete(resource) || bulkSetFields(resource).length > 0);
  useClearSelectionOnLeave(resource.name);
  // A phone's rows have checkboxes only once "Select records" is chosen from its Actions menu.
  const [selecting, setSelecting] = useState(false);
  const bulk = hasBulk ? <GenericBulkActions resource={resource} extra={bulkActions} /> : undefined;
  return (
    <List
      sort={resource.sort}
      filterDefaultValues={resource.listFilter}
      filters={filters}
      actions={
        phone ? (
          <ListActionsMenu
            resource={resource}
            canCreate={canWrite && canCreate(resource)}
            onSelectRecords={hasBulk && !selecting ? () => setSelecting(true) : undefined}
          />
        ) : (
          <GenericListActions resource={resource} canWrite={canWrite} hasFilters={filters.length > 1} />
        )
      }
      exporter={false}
      sx={phone ? PHONE_LIST_SX : undefined}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {phone ? (
        <SmallList resource={resource} bulkActions={bulk} selecting={selecting} onSelectingChange={setSelecting} />
      ) : (
        <Datagrid
          rowClick="show"
          // The bulk toolbar stays mounted when nothing is selected; hidden, it leaves the tab order too.
          sx={{ '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } }}
          body={<DatagridBody row={<PureLabelledDatagridRow declaration={resource} />} />}
          bulkActionButtons={bulk ?? false}
        >
          {resource.list.map((name) => fieldDisplay(resource, name, resource.fields[name]))}
          {columns}
        </Datagrid>
      )}
    </List>
  );
}
