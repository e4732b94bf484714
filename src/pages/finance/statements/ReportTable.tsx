import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FinancialReport, ReportLine, ReportTerm } from '../../../schema/financial-report';
import { cellText } from './figures';

export const T = 'shule.statements_screens';

/** A standard wording in the user's language; the school's own names (accounts, vote heads) as they are. */
export function useLineLabel(): (line: {
  term?: ReportTerm;
  label: string;
  args?: Readonly<Record<string, string>>;
}) => string {
  const translate = useTranslate();
  return (line) => (line.term ? translate(`${T}.terms.${line.term}`, { ...line.args, _: line.label }) : line.label);
}

const RULE = '1px solid';

/** How each kind of line looks: headings bold, totals ruled above (and a double rule under a grand total). */
const figureSx = (kind: ReportLine['kind']) => ({
  whiteSpace: 'nowrap' as const,
  fontVariantNumeric: 'tabular-nums',
  ...(kind === 'subtotal' || kind === 'total' ? { borderTop: RULE, borderTopColor: 'text.primary' } : {}),
  ...(kind === 'grand'
    ? { borderTop: RULE, borderTopColor: 'text.primary', borderBottom: '3px double', borderBottomColor: 'text.primary' }
    : {}),
});

/**
 * A statement as the paper sets it out, in a table a screen reader can walk: the label of each line
 * is its row header, section headings and sub-headings are rows of their own, lines under a
 * sub-heading are indented, subtotals and totals ruled, negative figures in brackets.
 */
export function ReportTable({ report }: { readonly report: FinancialReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = useLineLabel();
  const hasCode = report.text_columns.includes('code');
  const hasFund = report.text_columns.includes('fund');
  const width = report.columns.length + 1 + (hasCode ? 1 : 0) + (hasFund ? 1 : 0);
  let indent = 0;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.terms.${report.report}`)} data-testid="statement-table">
        <TableHead>
          <TableRow>
            {hasCode && <TableCell>{translate(`${T}.terms.code`)}</TableCell>}
            <TableCell>{translate(`${T}.terms.${report.label_column}`)}</TableCell>
            {hasFund && <TableCell>{translate(`${T}.terms.fund`)}</TableCell>}
            {report.columns.map((c) => (
              <TableCell key={c.key} align="right">
                {c.kind === 'money'
                  ? translate(`${T}.in_kes`, { column: translate(`${T}.terms.${c.term}`) })
                  : translate(`${T}.terms.${c.term}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.lines.map((line, i) => {
            if (line.kind === 'section' || line.kind === 'total' || line.kind === 'grand') indent = 0;
            const own = line.kind === 'line' || line.kind === 'subtotal' ? indent : 0;
            if (line.kind === 'heading') indent = 2;
            const key = `${i}-${line.code ?? line.term ?? line.label}`;
            if (line.kind === 'section' || line.kind === 'heading')
              return (
                <TableRow key={key} data-kind={line.kind}>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={width}
                    sx={{
                      fontWeight: 700,
                      ...(line.kind === 'section' ? { textTransform: 'uppercase', pt: 2, letterSpacing: 0.5 } : {}),
                    }}
                  >
                    {label(line)}
                  </TableCell>
                </TableRow>
              );
            const bold = line.kind === 'total' || line.kind === 'grand';
            return (
              <TableRow key={key} data-kind={line.kind} data-code={line.code} data-term={line.term}>
                {hasCode && <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.code ?? ''}</TableCell>}
                <TableCell component="th" scope="row" sx={{ pl: 2 + own, fontWeight: bold ? 700 : 400 }}>
                  {label(line)}
                </TableCell>
                {hasFund && <TableCell>{line.fund ?? ''}</TableCell>}
                {report.columns.map((c) => {
                  const text = cellText(report, line, c, locale);
                  return (
                    <TableCell
                      key={c.key}
                      align="right"
                      data-column={c.key}
                      sx={{ fontWeight: bold ? 700 : 400, ...(text === '' ? {} : figureSx(line.kind)) }}
                    >
                      {text}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
