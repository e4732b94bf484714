import Download from '@mui/icons-material/Download';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ExportFormat } from '../../providers/dataProvider';
import { useListExport } from './useListExport';

/**
 * Export of the whole filtered list as the server renders it (CSV or XLSX), replacing react-admin's
 * exporter, which stops at 1,000 rows and builds the file in the browser.
 */
export function ExportMenuButton() {
  const translate = useTranslate();
  const { run, disabled } = useListExport();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (format: ExportFormat) => {
    setAnchor(null);
    void run(format);
  };

  return (
    <>
      <Button
        label="shule.list.export"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        disabled={disabled}
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
        <MenuItem onClick={() => choose('csv')}>{translate('shule.list.export_csv')}</MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>{translate('shule.list.export_xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
