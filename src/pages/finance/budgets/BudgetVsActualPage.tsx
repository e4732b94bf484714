import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, List, SelectInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { ExportMenuButton } from '../../../resources/generic/ExportMenuButton';
import { filterInputs } from '../../../resources/generic/listFilters';
import { reportFilterLabels, reportNameKey, reportResource } from '../../../resources/reports/reportKeys';
import { budgetVsActualReport, currentFiscalYear } from '../../../schema/finance-budgets';
import { fiscalYear } from '../../../schema/fiscal-year';
import { PositionTable, type PositionRow } from './PositionTable';

const T = 'shule.budgets_screens';
const report = budgetVsActualReport;

/** The fiscal years offered: a few back for the auditors, and the next one being planned. */
export function fiscalYearChoices(around = currentFiscalYear()) {
  return Array.from({ length: 7 }, (_, i) => around + 1 - i).map((y) => ({ id: y, name: fiscalYear(y).name }));
}

function Position() {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<PositionRow & { id: number }>();
  const year = fiscalYear(Number(filterValues.fiscal_year ?? currentFiscalYear())).name;
  if (isPending) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.heading`, { year })}
      </Typography>
      {data && data.length > 0 ? (
        <PositionTable rows={data} showFund={filterValues.fund_id === undefined} />
      ) : (
        <Alert severity="info">
          {translate(`${T}.none`, { year })} <Link to="/budgets">{translate(`${T}.open_budgets`)}</Link>
        </Alert>
      )}
    </Box>
  );
}

/**
 * /budgetvsactual: a fiscal year's approved budgets (a fund's, or all) against the books: budget,
 * actual, committed, available and the share used per line, totals, over-budget lines marked, and
 * the report's own CSV/XLSX export. The formal statement, with its PDF, is under the statements.
 */
export function BudgetVsActualPage() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="fiscal_year"
      source="fiscal_year"
      label={translate(`reports.${report.name}.filters.fiscal_year`, { _: 'Fiscal year' })}
      choices={fiscalYearChoices()}
      translateChoice={false}
      alwaysOn
    />,
    ...filterInputs(report.filters, ['fund_id'], reportFilterLabels(report, translate), translate, {
      alwaysOn: true,
    }),
  ];
  return (
    <List
      resource={reportResource(report)}
      title={translate(reportNameKey(report), { _: report.label })}
      sort={report.sort}
      filters={filters}
      filterDefaultValues={{ fiscal_year: currentFiscalYear() }}
      actions={
        <TopToolbar>
          <ExportMenuButton />
        </TopToolbar>
      }
      exporter={false}
      // The table scrolls inside its card (PositionTable), not the whole page sideways.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      empty={false}
      perPage={500}
      pagination={false}
    >
      <Position />
    </List>
  );
}

export default BudgetVsActualPage;
