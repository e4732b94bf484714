import Download from '@mui/icons-material/Download';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ExportFormat, ShuleDataProvider } from '../../providers/dataProvider';

/**
 * Export of the whole filtered list as the server renders it (CSV or XLSX), replacing react-admin's
 * exporter, which stops at 1,000 rows and builds the file in the browser.
 */
export function ExportMenuButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<ShuleDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  const run = async (format: ExportFormat) => {
    setAnchor(null);
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

  return (
    <>
      <Button
        label="shule.list.export"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        <Download />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        aria-label={translate('shule.list.export_menu')}
      >
        <MenuItem onClick={() => void run('csv')}>{translate('shule.list.export_csv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('shule.list.export_xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
