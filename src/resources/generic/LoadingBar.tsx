import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';

/**
 * The thin bar a panel shows while its figures load, named for screen readers ("Loading"): MUI's
 * progress bar has no name of its own, which axe counts as a serious fault.
 */
export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}
