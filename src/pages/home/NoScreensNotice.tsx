import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { usePermissions, useTranslate } from 'react-admin';
import { navigationFor } from '../../layout/navigation';

/** Whether the side navigation offers this user anything besides Home. */
export function hasScreens(roles: readonly string[]): boolean {
  return navigationFor(roles).some((group) => group.module !== 'home' && group.items.length > 0);
}

/** Home's word to a signed-in user whose roles open no screen yet: why Home is all there is, and whom to ask. */
export function NoScreensNotice() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending || hasScreens(Array.isArray(permissions) ? permissions : [])) return null;
  return (
    <Alert severity="info" data-testid="no-screens">
      <AlertTitle>{translate('shule.home_access.title')}</AlertTitle>
      {translate('shule.home_access.message')}
    </Alert>
  );
}
