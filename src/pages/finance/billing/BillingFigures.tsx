import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { formatKes } from '../../../resources/generic/money';
import type { BillingPreview } from './api';
import { useBillingText } from './text';

/** The preview's figures, and the classes and categories that have no structure. */
export function BillingFigures({ preview }: { readonly preview: BillingPreview }) {
  const t = useBillingText();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE');
  return (
    <Box data-testid="billing-figures">
      <Figures columnMin="9rem" sx={{ mb: 2 }}>
        <Figure label={t('run.students')} value={number.format(preview.students)} testId="preview-students" />
        <Figure label={t('run.amount')} value={formatKes(preview.amount, locale)} testId="preview-amount" />
        <Figure label={t('run.already')} value={number.format(preview.already_billed)} testId="preview-already" />
      </Figures>
      {preview.students === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('run.nothing')}
        </Alert>
      )}
      {preview.missing_structures.length > 0 && (
        <Alert severity="warning" data-testid="preview-missing">
          <Typography variant="subtitle2">{t('run.missing')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {preview.missing_structures.map((m) => (
              <li key={`${m.class_id}:${m.category_id}`}>
                {t('run.missing_row', {
                  class: m.class_name,
                  category: m.category_name ?? t('run.no_category'),
                  smart_count: m.students,
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
