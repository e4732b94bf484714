import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { countSms, placeholdersIn } from '../../../schema/sms-text';

const T = 'shule.compose_screen.counter';

/**
 * The live count under the message, by the same countSms the server charges by: characters, parts,
 * what is left in this part, and the alphabet (one emoji turns every part from 160 to 70).
 */
export function SmsCounter({ id, message }: { readonly id: string; readonly message: string }) {
  const translate = useTranslate();
  const count = countSms(message);
  const unicode = count.encoding === 'ucs2';
  const summary = [
    translate(`${T}.characters`, { smart_count: count.characters }),
    translate(`${T}.parts`, { smart_count: count.parts }),
    ...(count.parts > 0 ? [translate(`${T}.left`, { smart_count: count.remaining })] : []),
  ].join(' · ');
  return (
    <Typography id={id} component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      <Typography component="div" variant="body2" data-testid="sms-counter" sx={{ fontWeight: 500 }}>
        {summary}
      </Typography>
      <Typography
        component="div"
        variant="body2"
        data-testid="sms-encoding"
        sx={unicode ? { color: 'text.primary', fontWeight: 600 } : undefined}
      >
        {translate(unicode ? `${T}.unicode` : `${T}.gsm7`)}
      </Typography>
      {placeholdersIn(message).length > 0 && (
        <Typography component="div" variant="body2">
          {translate(`${T}.before_placeholders`)}
        </Typography>
      )}
    </Typography>
  );
}
