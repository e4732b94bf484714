import Block from '@mui/icons-material/Block';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

function StatusPage({ icon, title, message }: { icon: ReactNode; title: string; message: string }) {
  const translate = useTranslate();
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}
      role="main"
      aria-labelledby="status-title"
    >
      <Title title={title} />
      {icon}
      <Typography id="status-title" variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={Link} to="/home" variant="contained">
        {translate('shule.routes.home')}
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<SearchOff sx={{ fontSize: 64 }} color="disabled" aria-hidden />}
      title={translate('ra.page.not_found')}
      message={translate('shule.nav.not_found')}
    />
  );
}

/** Where react-admin sends a view the user may open but not use (for example create without write access). */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<Block sx={{ fontSize: 64 }} color="error" aria-hidden />}
      title={translate('ra.page.access_denied')}
      message={translate('ra.message.access_denied')}
    />
  );
}
