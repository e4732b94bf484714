import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LinkBase, usePermissions, useTranslate } from 'react-admin';
import { SUPER_ROLE } from '../../../schema/roles';

const T = 'shule.compose_screen.gateway';

/**
 * Said plainly when the branch has no SMS gateway (the 'log' gateway): what is sent is kept in the
 * outbox and nobody receives it. Whoever may set the gateway up (ROLE_All) gets the way there,
 * under the words rather than beside them, so that a phone keeps the words their width.
 */
export function GatewayWarning() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const admin = Array.isArray(permissions) && permissions.includes(SUPER_ROLE);
  return (
    <Alert severity="warning" data-testid="gateway-warning">
      <AlertTitle>{translate(`${T}.title`)}</AlertTitle>
      {translate(admin ? `${T}.text_admin` : `${T}.text`)}
      {admin && (
        <Box sx={{ mt: 1 }}>
          <Button component={LinkBase} to="/smssettings" color="inherit" size="small" variant="outlined">
            {translate(`${T}.set_up`)}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
