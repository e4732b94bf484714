import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportChart } from '../../schema/registry';
import { chartData } from './chartData';

export interface ChartFigureProps {
  readonly chart: ReportChart;
  readonly rows: readonly Record<string, unknown>[];
  /** The figure's caption, also the chart's accessible name. */
  readonly title: string;
  /** A column's translated heading (axis and legend labels). */
  readonly labelOf: (column: string) => string;
  readonly height?: number;
}

/**
 * A declared chart (bar, line or pie) over rows, with MUI X Charts: the one chart library of the
 * app. It follows the MUI theme, so dark mode needs nothing here; the items are reachable with the
 * keyboard (arrow keys) and the chart is named by its caption. The table beside it carries the
 * exact figures for screen readers.
 */
export function ChartFigure({ chart, rows, title, labelOf, height = 300 }: ChartFigureProps) {
  const translate = useTranslate();
  const captionId = useId();
  const { categories, series } = chartData(chart, rows);
  const localeText = { noData: translate('shule.reports.no_rows', { _: 'No rows to show' }) };
  // No `title`: MUI X would put it as aria-label on an element of role none (axe: aria-prohibited-attr);
  // the figure is named by its caption.
  const common = { height, localeText };
  const labelled = series.map((s) => ({ id: s.column, label: labelOf(s.column), data: s.data }));
  // Long class names would collide under many bars: slant them once there are more than a few.
  const tickLabelStyle = categories.length > 6 ? { angle: -35, textAnchor: 'end' as const, fontSize: 11 } : undefined;

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }} data-chart={chart.kind}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      {chart.kind === 'bar' && (
        <BarChart
          {...common}
          xAxis={[{ scaleType: 'band', data: categories, label: labelOf(chart.x), tickLabelStyle, height: 'auto' }]}
          series={labelled}
        />
      )}
      {chart.kind === 'line' && (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', data: categories, label: labelOf(chart.x), tickLabelStyle, height: 'auto' }]}
          series={labelled}
        />
      )}
      {chart.kind === 'pie' && (
        <PieChart
          {...common}
          series={[
            {
              // A pie shows one measure: the first declared series, one slice per category.
              id: series[0]?.column ?? 'value',
              data: categories.map((category, i) => ({ id: i, label: category, value: series[0]?.data[i] ?? 0 })),
            },
          ]}
        />
      )}
    </Box>
  );
}
