import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useShellTranslate } from '../providers/i18nProvider';
import { closeAccessDenied, useAccessDenied } from './accessDenied';

/** spec.md section 5: a role mismatch shows this modal and the navigation does not happen. */
export function AccessDeniedDialog() {
  const translate = useShellTranslate();
  const path = useAccessDenied();
  return (
    <Dialog
      open={path !== null}
      onClose={closeAccessDenied}
      aria-labelledby="access-denied-title"
      aria-describedby="access-denied-text"
      data-testid="access-denied"
    >
      <DialogTitle id="access-denied-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Block color="error" aria-hidden />
        {translate('shule.denied.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="access-denied-text">
          {translate('shule.denied.message', { path: path ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeAccessDenied} variant="contained" autoFocus>
          {translate('shule.denied.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
