import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, Pagination, TopToolbar, useTranslate } from 'react-admin';
import { ExportMenuButton } from '../../../resources/generic/ExportMenuButton';
import { filterInputs } from '../../../resources/generic/listFilters';
import { reportColumns } from '../../../resources/reports/reportColumns';
import { reportFilterLabels, reportNameKey, reportResource } from '../../../resources/reports/reportKeys';
import type { AnyReport } from '../../../schema/registry';

/** Columns kept for the export and the link, not for reading. */
const HIDDEN = new Set(['student_id', 'level']);

interface AccountRow {
  readonly student_id: number;
  readonly student: string;
  readonly admission_no: string;
}

/**
 * Students' fee accounts as a server-paged list of a declared report (finance_students or
 * fee_balances): its filters, sort and CSV/XLSX export are the server's; each row opens the
 * student's statement, by click or by its labelled button.
 */
export function AccountsList({
  report,
  onOpen,
  actions,
}: {
  readonly report: AnyReport;
  readonly onOpen: (studentId: number) => void;
  readonly actions?: ReactNode;
}) {
  const translate = useTranslate();
  const filters = filterInputs(
    report.filters,
    Object.keys(report.filters),
    reportFilterLabels(report, translate),
    translate,
    { alwaysOn: true },
  );
  const columns = reportColumns(report, translate).filter((c) => !HIDDEN.has(String(c.key)));
  return (
    <List
      resource={reportResource(report)}
      title={translate(reportNameKey(report), { _: report.label })}
      sort={report.sort}
      filters={filters}
      actions={
        <TopToolbar>
          {actions}
          <ExportMenuButton />
        </TopToolbar>
      }
      exporter={false}
      // Eleven columns, amounts unwrapped, are wider than a laptop's content area: the table scrolls
      // inside its card rather than the whole page sideways (which left the app bar and footer short).
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
      empty={false}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <Datagrid
        bulkActionButtons={false}
        // Amounts on one line: a wrapped "KES / 27,777.00" reads as two figures.
        sx={{ '& .column-billed, & .column-paid, & .column-balance, & .column-credit': { whiteSpace: 'nowrap' } }}
        rowClick={(_id, _resource, record) => {
          onOpen(Number((record as unknown as AccountRow).student_id));
          return false;
        }}
      >
        {columns}
        <FunctionField
          label={translate('shule.finance_screens.accounts.statement')}
          render={(row: AccountRow) => (
            <Button
              size="small"
              startIcon={<ReceiptLong />}
              // Two students may share a name: the admission number tells their statements apart.
              aria-label={translate('shule.finance_screens.accounts.open', {
                name: `${row.student} (${row.admission_no})`,
              })}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(Number(row.student_id));
              }}
            >
              {translate('shule.finance_screens.accounts.statement')}
            </Button>
          )}
        />
      </Datagrid>
    </List>
  );
}
