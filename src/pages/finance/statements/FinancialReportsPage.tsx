import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { codedText, type Translate } from '../../../providers/apiErrors';
import { HttpError } from '../../../providers/httpClient';
import type { Coded } from '../../../schema';
import { todayAtSchool } from '../../../schema/display';
import {
  FINANCIAL_REPORTS,
  type FinancialReport,
  type FinancialReportName,
  isFinancialReport,
} from '../../../schema/financial-report';
import { fiscalYearOf } from '../../../schema/fiscal-year';
import { fetchStatement, type StatementQuery } from './api';
import { ReportTable, T } from './ReportTable';
import { StatementChecks } from './StatementChecks';
import { StatementControls } from './StatementControls';

/** "30 June 2027" in the user's language. */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The period in the words of a statement's heading: a fiscal year is "the year ended", a position "as at". */
function usePeriodText(): (report: FinancialReport) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (report) => {
    if (report.report === 'financial_position') return translate(`${T}.as_at`, { date: longDate(report.to, locale) });
    const year = fiscalYearOf(report.from);
    if (year.from === report.from && year.to === report.to)
      return translate(`${T}.year_ended`, { date: longDate(report.to, locale) });
    return translate(`${T}.period`, { from: longDate(report.from, locale), to: longDate(report.to, locale) });
  };
}

/** The statement asked for, read from the address so a statement can be bookmarked and shared. */
function useStatementQuery(): [StatementQuery, (change: Partial<StatementQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const current = fiscalYearOf(todayAtSchool());
  const report = params.get('report') ?? '';
  const query: StatementQuery = {
    report: isFinancialReport(report) ? report : 'trial_balance',
    from: params.get('from') || current.from,
    to: params.get('to') || current.to,
    fund: params.get('fund') ?? '',
  };
  const change = (next: Partial<StatementQuery>) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next))
          if (value) merged.set(key, String(value));
          else merged.delete(key);
        return merged;
      },
      { replace: true },
    );
  return [query, change];
}

interface Loaded {
  readonly report: FinancialReport | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly fields: Readonly<Record<string, string>>;
}

/** The refused fields' messages in the user's language (the server sends each as a key with arguments). */
function fieldMessages(translate: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const body = error.body as { errors?: Record<string, string>; codes?: Record<string, Coded> } | null;
  const english = body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(body?.codes ?? {}).map(([field, coded]) => [
      field,
      codedText(translate, coded, english[field] ?? coded.message),
    ]),
  );
}

function useStatement(query: StatementQuery): Loaded {
  const translate = useTranslate();
  const [state, setState] = useState<Loaded>({ report: null, loading: true, error: null, fields: {} });
  const { report, from, to, fund } = query;
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, fields: {} }));
    fetchStatement({ report, from, to, fund })
      .then((loaded) => live && setState({ report: loaded, loading: false, error: null, fields: {} }))
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          report: null,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
          fields: fieldMessages(translate, error),
        });
      });
    return () => {
      live = false;
    };
    // translate changes with the language; the statement is asked for again only when the query does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, from, to, fund]);
  return state;
}

/**
 * /financialreports: the school's financial statements for any period (the current fiscal year
 * first), one fund's or all funds', on screen as an auditor reads them, and as the PDF on the
 * letterhead or a workbook. The statement, period and fund are kept in the address.
 */
export function FinancialReportsPage() {
  const translate = useTranslate();
  const [query, change] = useStatementQuery();
  const { report, loading, error, fields } = useStatement(query);
  const periodText = usePeriodText();
  const shown = report?.report === query.report ? report : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Card variant="outlined">
        <Tabs
          value={query.report}
          onChange={(_, value: FinancialReportName) => change({ report: value })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate(`${T}.statement`)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {FINANCIAL_REPORTS.map((name) => (
            <Tab key={name} value={name} label={translate(`${T}.tabs.${name}`)} id={`statement-tab-${name}`} />
          ))}
        </Tabs>
        <CardContent>
          <StatementControls query={query} change={change} fields={fields} ready={shown !== null && !loading} />
        </CardContent>
      </Card>
      <Card
        variant="outlined"
        sx={{ mt: 2 }}
        role="tabpanel"
        aria-labelledby={`statement-tab-${query.report}`}
        aria-busy={loading}
      >
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
        <CardContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(`${T}.load_failed`)} {error}
            </Alert>
          )}
          {shown && (
            <>
              <Typography variant="h6" component="h2">
                {translate(`${T}.terms.${shown.report}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="statement-subtitle">
                {shown.fund ? shown.fund.name : translate(`${T}.all_funds`)} · {periodText(shown)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
                {translate(`${T}.amounts_note`)}
              </Typography>
              <StatementChecks report={shown} />
              {shown.lines.length === 0 && !shown.note ? (
                <Typography sx={{ my: 2 }}>{translate(`${T}.empty`)}</Typography>
              ) : (
                shown.lines.length > 0 && <ReportTable report={shown} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
