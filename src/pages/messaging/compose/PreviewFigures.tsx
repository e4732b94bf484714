import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Figure, Figures } from '../../../resources/generic/Figures';
import { formatKes } from '../../../resources/generic/money';
import type { SmsPreview } from '../../../schema/sms-compose';

const T = 'shule.compose_screen.preview';

/** The three figures a school decides on: messages, SMS parts (what the gateway charges) and the cost. */
export function PreviewFigures({ preview, locale }: { readonly preview: SmsPreview; readonly locale: string }) {
  const translate = useTranslate();
  const number = new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE');
  const dropped = [
    ...(preview.duplicates > 0 ? [translate(`${T}.duplicates`, { smart_count: preview.duplicates })] : []),
    ...(preview.opted_out > 0 ? [translate(`${T}.opted_out`, { smart_count: preview.opted_out })] : []),
  ];
  return (
    <>
      <Figures columnMin="6.5rem">
        <Figure
          label={translate(`${T}.recipients`)}
          value={number.format(preview.recipients)}
          testId="preview-recipients"
        />
        <Figure label={translate(`${T}.parts`)} value={number.format(preview.total_parts)} testId="preview-parts" />
        <Figure
          label={translate(`${T}.cost`)}
          value={formatKes(preview.estimated_cost, locale)}
          testId="preview-cost"
        />
      </Figures>
      {dropped.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="preview-dropped">
          {translate(`${T}.dropped`, { list: dropped.join(translate(`${T}.and`)) })}
        </Typography>
      )}
    </>
  );
}
