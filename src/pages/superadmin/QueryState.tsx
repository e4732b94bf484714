import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useShellTranslate } from '../../providers/i18nProvider';
import type { SuperQuery } from './useSuper';

/** Loading, failure or the data of one query, announced politely to screen readers. */
export function QueryState<T>({ query, children }: { query: SuperQuery<T>; children: (data: T) => ReactNode }) {
  const translate = useShellTranslate();
  if (query.error) {
    return (
      <Alert severity="error" role="alert">
        {translate('shule.super.load_failed', { message: query.error })}
      </Alert>
    );
  }
  if (query.data === null) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('shule.super.loading')} />
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
