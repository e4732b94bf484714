import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { SectionBox } from '../../../resources/generic/FormSections';
import { downloadFile, employerPin, openPayslips } from './api';

const T = 'shule.hr_payroll.downloads';

/** The files of a run, in the order HR works through them on pay day. */
export const PAYROLL_FILES = [
  'bank-advice',
  'mpesa',
  'p10',
  'p10-classic',
  'nssf',
  'shif',
  'housing-levy',
  'helb',
] as const;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every payslip in one PDF, and each return or payment file as CSV or Excel. Each button's name
 * says which file and which format, so a screen reader user hears more than "CSV" eight times.
 */
export function PayrollDownloads() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const [busy, setBusy] = useState<string | null>(null);
  // null until known: the warning shows only once the server has said the PIN is missing.
  const [pin, setPin] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    employerPin().then(
      (value) => live && setPin(value),
      () => live && setPin(null),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!record) return null;
  const period = String(record.period);
  const filed = record.status === 'approved' || record.status === 'paid';
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      notify(`${T}.failed`, { type: 'error', messageArgs: { reason: reasonOf(error) } });
    } finally {
      setBusy(null);
    }
  };
  return (
    <SectionBox title={translate(`${T}.title`)}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PictureAsPdfIcon />}
        disabled={busy !== null}
        onClick={() => void run('payslips', () => openPayslips(record.id, period))}
        sx={{ mb: 2 }}
      >
        {translate(`${T}.payslips`)}
      </Button>
      {pin === '' && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="no-employer-pin">
          {translate(`${T}.no_employer_pin`)}
        </Alert>
      )}
      {!filed && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${T}.after_approval`)}
        </Alert>
      )}
      {filed && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {PAYROLL_FILES.map((name) => {
            const title = translate(`${T}.files.${name}`);
            return (
              <Stack
                key={name}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography variant="body2" sx={{ minWidth: '14rem' }}>
                  {title}
                </Typography>
                {(['csv', 'xlsx'] as const).map((format) => {
                  const label = translate(`${T}.${format}`);
                  return (
                    <Button
                      key={format}
                      size="small"
                      startIcon={<DownloadIcon />}
                      aria-label={`${label}: ${title}`}
                      disabled={busy !== null}
                      onClick={() => void run(`${name}.${format}`, () => downloadFile(record.id, name, format))}
                    >
                      {label}
                    </Button>
                  );
                })}
              </Stack>
            );
          })}
        </Box>
      )}
      {filed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.mpesa_note`)}
        </Typography>
      )}
    </SectionBox>
  );
}
