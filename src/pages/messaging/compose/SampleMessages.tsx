import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { displayPhone } from '../../../schema/phone';
import type { SmsPreview } from '../../../schema/sms-compose';

const T = 'shule.compose_screen.preview';

/** The first recipients' own messages, as each will read it: their name, number, text and parts. */
export function SampleMessages({ preview }: { readonly preview: SmsPreview }) {
  const translate = useTranslate();
  if (preview.sample.length === 0) return null;
  const more = preview.recipients - preview.sample.length;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(`${T}.sample`)}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        data-testid="preview-sample"
      >
        {preview.sample.map((r, i) => (
          <Box component="li" key={`${i}-${r.phone}`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {r.name || translate(`${T}.typed_number`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {displayPhone(r.phone)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                {translate('shule.compose_screen.counter.parts', { smart_count: r.parts })}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              data-testid="preview-text"
              sx={{
                mt: 0.5,
                p: 1.25,
                borderRadius: 2,
                borderTopLeftRadius: 4,
                bgcolor: 'action.hover',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {r.text}
            </Typography>
          </Box>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.more`, { smart_count: more })}
        </Typography>
      )}
    </Box>
  );
}
