import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
      <Typography variant="body2">{translate('shule.footer.text', { year: new Date().getFullYear() })}</Typography>
    </Box>
  );
}
