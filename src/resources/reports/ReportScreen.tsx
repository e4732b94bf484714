import Box from '@mui/material/Box';
import { Datagrid, List, Pagination, TopToolbar, useGetList, useListContext, useTranslate } from 'react-admin';
import type { AnyReport, ReportChart } from '../../schema/registry';
import { ExportMenuButton } from '../generic/ExportMenuButton';
import { filterInputs } from '../generic/listFilters';
import { ChartFigure } from './ChartFigure';
import { CHART_ALL_ROWS, chartNeedsAllRows } from './chartData';
import { reportColumns } from './reportColumns';
import { reportColumnLabel, reportFilterLabels, reportNameKey, reportResource } from './reportKeys';

/** The declared chart over the rows the user is looking at: every matching row when few, else this page. */
function ReportChartPanel({ report, chart }: { report: AnyReport; chart: ReportChart }) {
  const translate = useTranslate();
  const { data = [], total, filterValues, sort, resource } = useListContext();
  const wantAll = chartNeedsAllRows(total, data.length);
  const all = useGetList(
    resource,
    { pagination: { page: 1, perPage: CHART_ALL_ROWS }, sort, filter: filterValues },
    { enabled: wantAll },
  );
  const rows = wantAll && all.data ? all.data : data;
  const labelOf = (column: string) => reportColumnLabel(report, column, translate);
  const title = translate('shule.reports.chart_title', {
    _: '%{series} by %{category}',
    series: chart.series.map(labelOf).join(', '),
    category: labelOf(chart.x),
  });
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <ChartFigure chart={chart} rows={rows} title={title} labelOf={labelOf} />
    </Box>
  );
}

/**
 * The generic screen of every declared report: its filters, a server-paged, sortable table of its
 * columns, the CSV/XLSX export and its chart. The server answers /api/reports/{name} with the list
 * protocol of resources, so react-admin's List and the export menu work on it unchanged.
 */
export function ReportScreen({ report }: { report: AnyReport }) {
  const translate = useTranslate();
  const title = translate(reportNameKey(report), { _: report.label });
  // A report has a few filters and no search: all of them stay on screen.
  const filters = filterInputs(
    report.filters,
    Object.keys(report.filters),
    reportFilterLabels(report, translate),
    translate,
    { alwaysOn: true },
  );
  return (
    <List
      resource={reportResource(report)}
      title={title}
      sort={report.sort}
      filters={filters.length > 0 ? filters : undefined}
      actions={
        <TopToolbar>
          <ExportMenuButton />
        </TopToolbar>
      }
      exporter={false}
      // A report with many columns scrolls inside its card, not the whole page sideways (on a phone
      // the app bar, filters and pagination would otherwise be pushed off the screen with it).
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
      empty={false}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {report.chart && <ReportChartPanel report={report} chart={report.chart} />}
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {reportColumns(report, translate)}
      </Datagrid>
    </List>
  );
}

export default ReportScreen;
