import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { todayAtSchool } from '../../../schema/display';
import { parseAmount } from '../../../resources/generic/money';
import { Breakdown } from './Breakdown';
import { type Calculation, calculate, type CalculatorField } from './calculation';

const T = 'shule.hr_rates.calculator';
const MONTH = /^\d{4}-\d{2}$/;

/**
 * The statutory calculator (issue 14): a gross pay and a month in, the month's breakdown out, as
 * GET /api/payroll/calculate answers it (the payroll run's own engine). A form a keyboard fills
 * and submits with Enter; each refusal sits under its field, and the result is announced politely.
 */
export function PayCalculator() {
  const translate = useTranslate();
  const titleId = useId();
  const [gross, setGross] = useState('');
  const [period, setPeriod] = useState(() => todayAtSchool().slice(0, 7));
  const [errors, setErrors] = useState<Partial<Record<CalculatorField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [result, setResult] = useState<Calculation | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(gross);
    const local: Partial<Record<CalculatorField, string>> = {};
    if (cents === null || cents === undefined || cents < 0) local.gross = translate(`${T}.gross_invalid`);
    if (!MONTH.test(period)) local.period = translate(`${T}.month_invalid`);
    setErrors(local);
    setFailure(undefined);
    if (Object.keys(local).length > 0 || typeof cents !== 'number') return;
    setBusy(true);
    try {
      const outcome = await calculate(cents, period, translate);
      if (outcome.ok) setResult(outcome.calculation);
      else {
        setResult(undefined);
        setErrors(outcome.fields);
        if (outcome.message) setFailure(outcome.message);
      }
    } catch (error) {
      setResult(undefined);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="pay-calculator">
      <Typography id={titleId} component="h2" variant="h6">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={translate(`${T}.gross`)}
          value={gross}
          onChange={(event) => setGross(event.target.value)}
          required
          error={errors.gross !== undefined}
          helperText={errors.gross ?? translate(`${T}.gross_help`)}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ width: '16rem', maxWidth: '100%' }}
        />
        <TextField
          label={translate(`${T}.month`)}
          type="month"
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
          required
          error={errors.period !== undefined}
          helperText={errors.period ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: '12rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<CalculateIcon />} disabled={busy} sx={{ mt: 1 }}>
          {translate(`${T}.calculate`)}
        </Button>
      </Box>
      <Box aria-live="polite">
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(`${T}.failed`, { reason: failure })}
          </Alert>
        )}
        {result && <Breakdown calculation={result} />}
      </Box>
    </Box>
  );
}
