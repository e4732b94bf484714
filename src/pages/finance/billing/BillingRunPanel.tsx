import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, useGetList, useLocale } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatKes } from '../../../resources/generic/money';
import { refusalOf } from '../../messaging/compose/api';
import { type BillingPreview, type BillingRun, previewBilling, runBilling } from './api';
import { BillingFigures } from './BillingFigures';
import { useBillingText } from './text';

/**
 * The term-billing run: choose classes, see the preview (students, amount, already billed, and
 * who has no structure), confirm, and read the result with links to the run and its invoices.
 */
export function BillingRunPanel({ year, term }: { readonly year: number; readonly term: string }) {
  const t = useBillingText();
  const locale = useLocale();
  const classes = useGetList('classes', {
    pagination: { page: 1, perPage: 200 },
    filter: { active: true },
    sort: { field: 'level', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<BillingPreview>();
  const [result, setResult] = useState<BillingRun>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const all = (classes.data ?? []).map((c) => Number(c.id));
  useEffect(() => setChosen(all), [all.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const chosenKey = chosen.join(',');
  useEffect(() => {
    setPreview(undefined);
    setResult(undefined);
    setError(undefined);
  }, [year, term, chosenKey]);
  const request = { academic_year: year, term, class_ids: chosen };
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(refusalOf(e).message || t('run.failed'));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: number) => setChosen((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('run.intro')}
      </Typography>
      <FormLabel component="legend">{t('run.classes')}</FormLabel>
      <FormGroup row sx={{ mb: 2 }}>
        <FormControlLabel
          label={t('run.all_classes')}
          control={
            <Checkbox
              checked={all.length > 0 && chosen.length === all.length}
              indeterminate={chosen.length > 0 && chosen.length < all.length}
              onChange={() => setChosen(chosen.length === all.length ? [] : all)}
            />
          }
        />
        {(classes.data ?? []).map((c) => (
          <FormControlLabel
            key={c.id}
            label={String(c.name)}
            control={<Checkbox checked={chosen.includes(Number(c.id))} onChange={() => toggle(Number(c.id))} />}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={busy || chosen.length === 0}
          onClick={() => act(async () => setPreview(await previewBilling(request)))}
          data-testid="billing-preview"
        >
          {t('run.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !preview || preview.students === 0}
          onClick={() => setConfirming(true)}
          data-testid="billing-run"
        >
          {t('run.run', { term, year })}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {preview && !result && <BillingFigures preview={preview} />}
      {result && (
        <Alert severity="success" data-testid="billing-result">
          <Typography>
            {t('run.done', { smart_count: result.students_billed, amount: formatKes(result.amount_billed, locale) })}
          </Typography>
          {result.skipped > 0 && (
            <Typography variant="body2">{t('run.done_skipped', { smart_count: result.skipped })}</Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button component={RouterLink} to={`/billingruns/${result.id}/show`} size="small">
              {t('run.open_run')}
            </Button>
            <Button
              component={RouterLink}
              to={`/feeinvoices?filter=${encodeURIComponent(JSON.stringify({ billing_run_id: result.id }))}`}
              size="small"
            >
              {t('run.open_invoices')}
            </Button>
          </Box>
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        title={t('run.confirm_title', { term, year })}
        content={t('run.confirm', {
          students: preview?.students ?? 0,
          amount: formatKes(preview?.amount ?? 0, locale),
        })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(async () => setResult(await runBilling(request)));
        }}
      />
      <Button component={RouterLink} to="/billingruns" sx={{ mt: 2 }}>
        {t('run.runs')}
      </Button>
    </>
  );
}
