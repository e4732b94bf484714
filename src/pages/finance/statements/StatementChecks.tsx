import Alert from '@mui/material/Alert';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FinancialReport } from '../../../schema/financial-report';
import { figureText } from './figures';
import { T, useLineLabel } from './ReportTable';

/** Whether the statement passes its checks, said in words (a balanced trial balance, a reconciled cash). */
export function StatementChecks({ report }: { readonly report: FinancialReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = useLineLabel();
  return (
    <>
      {report.checks.map((c) =>
        c.ok ? (
          <Alert key={c.term} severity="success" sx={{ mb: 1 }} data-testid="statement-check">
            {translate(`${T}.check_passed`, { check: label({ term: c.term, label: c.term }) })}
          </Alert>
        ) : (
          <Alert key={c.term} severity="error" sx={{ mb: 1 }} data-testid="statement-check">
            {translate(`${T}.check_failed`, {
              check: label({ term: c.term, label: c.term }),
              amount: figureText(c.difference, locale),
            })}
          </Alert>
        ),
      )}
      {report.note && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {label({ term: report.note, label: report.note, args: report.note_args })}
        </Alert>
      )}
    </>
  );
}
