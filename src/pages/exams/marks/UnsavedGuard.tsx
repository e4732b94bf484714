import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { T } from './ProgressChip';

/**
 * Asks before unsaved marks are lost: leaving for another screen (or another sheet) opens a
 * question; closing or reloading the tab gets the browser's own. Mounted only while marks are
 * unsaved: a router keeps one blocker, and otherwise the access guard's (NavigationGuard) is it.
 */
export function UnsavedGuard({ dirty }: { readonly dirty: boolean }) {
  return dirty ? <Blocking /> : null;
}

function Blocking() {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
    >
      <DialogTitle id="unsaved-title">{translate(`${T}.leave_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">{translate(`${T}.leave_text`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {translate(`${T}.stay`)}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {translate(`${T}.leave`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
