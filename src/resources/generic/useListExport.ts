import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import type { ExportFormat, ShuleDataProvider } from '../../providers/dataProvider';

export interface ListExport {
  /** Downloads the whole filtered list as the server renders it. */
  readonly run: (format: ExportFormat) => Promise<void>;
  /** True while a download runs, and when there is nothing to export. */
  readonly disabled: boolean;
}

/**
 * The export of the list on screen (its filter and sort, every matching row), shared by the toolbar's
 * Export menu and a phone's Actions menu; a failure is told, never thrown.
 */
export function useListExport(): ListExport {
  const notify = useNotify();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<ShuleDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    if (!resource) return;
    setBusy(true);
    try {
      await dataProvider.exportList(resource, { filter: filterValues, sort, format });
    } catch (error) {
      notify('shule.list.export_failed', {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setBusy(false);
    }
  };

  return { run, disabled: busy || total === 0 };
}
