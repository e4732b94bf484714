import Block from '@mui/icons-material/Block';
import Key from '@mui/icons-material/Key';
import LockOpen from '@mui/icons-material/LockOpen';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useShellTranslate } from '../../providers/i18nProvider';
import { ConfirmDialog, PasswordDialog } from './AccountDialogs';

export interface AccountTarget {
  readonly name: string;
  readonly active: boolean;
}

/**
 * "Reset password" and "Deactivate"/"Reactivate" for one user account, each behind its dialog.
 * The caller says how to save (school API or super API) and what to do afterwards.
 */
export function AccountActions({
  user,
  setPassword,
  setActive,
  unlock,
}: {
  user: AccountTarget;
  setPassword: (password: string) => Promise<void>;
  setActive: (active: boolean) => Promise<void>;
  /** Forgets the account's failed sign-ins, so a user who mistyped too often need not wait. */
  unlock?: () => Promise<void>;
}) {
  const translate = useShellTranslate();
  const [open, setOpen] = useState<'password' | 'active' | null>(null);
  const close = () => setOpen(null);
  const verb = user.active ? 'deactivate' : 'reactivate';
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

  return (
    // Inside a clickable list row: the buttons and dialogs must not open the row as well.
    // Wrapping, so a phone's record toolbar keeps every button on screen with its words.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} onClick={stop} onKeyDown={stop}>
      <Button
        size="small"
        startIcon={<Key />}
        onClick={() => setOpen('password')}
        aria-label={`${translate('shule.account.reset_password')}: ${user.name}`}
      >
        {translate('shule.account.reset_password')}
      </Button>
      <Button
        size="small"
        color={user.active ? 'warning' : 'success'}
        startIcon={user.active ? <Block /> : <Replay />}
        onClick={() => setOpen('active')}
        aria-label={`${translate(`shule.account.${verb}`)}: ${user.name}`}
      >
        {translate(`shule.account.${verb}`)}
      </Button>
      {unlock ? (
        <Button
          size="small"
          startIcon={<LockOpen />}
          onClick={() => void unlock()}
          aria-label={`${translate('shule.account.unlock')}: ${user.name}`}
        >
          {translate('shule.account.unlock')}
        </Button>
      ) : null}
      <PasswordDialog
        open={open === 'password'}
        name={user.name}
        onClose={close}
        onSubmit={async (password) => {
          await setPassword(password);
          close();
        }}
      />
      <ConfirmDialog
        open={open === 'active'}
        title={translate(`shule.account.${verb}_title`, { name: user.name })}
        message={translate(`shule.account.${verb}_message`, { name: user.name })}
        confirmLabel={translate(`shule.account.${verb}`)}
        onClose={close}
        onConfirm={async () => {
          await setActive(!user.active);
          close();
        }}
      />
    </Stack>
  );
}
