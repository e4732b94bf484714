import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useEffect } from 'react';
import { ROLES } from '../../schema/roles';
import { useShellTranslate } from '../../providers/i18nProvider';
import { superFetch } from '../../providers/superClient';
import { jsonBody, type BranchUser } from './api';
import { FormDialog, FormTextField } from './FormDialog';
import { useRecordForm, type FormValues, type RecordForm } from './useRecordForm';

/** The role a school's first user starts with: its administrator, who sets the school up. */
const FIRST_USER_ROLE = 'ROLE_All';

const valuesOf = (user: BranchUser | null, firstUser: boolean): FormValues =>
  user
    ? { username: user.username, name: user.name, email: user.email ?? '', roles: [...(user.roles ?? [])] }
    : { username: '', name: '', email: '', roles: firstUser ? [FIRST_USER_ROLE] : [], password: '' };

/** The roles as a group of checkboxes, each with its translated name. */
function RoleCheckboxes({ form, hint }: { form: RecordForm; hint?: string }) {
  const translate = useShellTranslate();
  const chosen = Array.isArray(form.values.roles) ? (form.values.roles as string[]) : [];
  const error = form.errors.roles;
  const toggle = (role: string, on: boolean) =>
    form.setValue('roles', on ? [...chosen, role] : chosen.filter((r) => r !== role));
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">{translate('shule.super.users.roles')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {ROLES.map((role) => (
          <FormControlLabel
            key={role}
            control={
              <Checkbox
                checked={chosen.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
                name="roles"
                value={role}
              />
            }
            label={translate(`resources.users.choices.roles.${role}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? hint ?? translate('shule.super.users.roles_hint')}</FormHelperText>
    </FormControl>
  );
}

/**
 * Creates a user in one branch (username, name, email, roles, password) or edits one (no password).
 * A school's first user starts as its administrator (ROLE_All); every user needs a role (the server
 * refuses one without).
 */
export function BranchUserFormDialog({
  open,
  branchId,
  user,
  firstUser,
  onClose,
  onSaved,
}: {
  open: boolean;
  branchId: number;
  user: BranchUser | null;
  /** The school has no user yet. */
  firstUser: boolean;
  onClose: () => void;
  onSaved: (saved: BranchUser) => void;
}) {
  const translate = useShellTranslate();
  const form = useRecordForm('users', user ? 'update' : 'create', valuesOf(user, firstUser));
  const { reset } = form;
  const field = (name: string) => translate(`resources.users.fields.${name}`);

  useEffect(() => {
    if (open) reset(valuesOf(user, firstUser));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time the dialog opens
  }, [open, user]);

  const save = () =>
    void form.submit(async (data) => {
      const saved = user
        ? await superFetch<BranchUser>(`/branches/${branchId}/users/${user.id}`, jsonBody('PUT', data))
        : await superFetch<BranchUser>(`/branches/${branchId}/users`, jsonBody('POST', data));
      onSaved(saved);
    });

  return (
    <FormDialog
      open={open}
      title={
        user ? translate('shule.super.branches.edit_title', { name: user.name }) : translate('shule.super.users.new')
      }
      submitLabel={translate(user ? 'shule.super.branches.save' : 'shule.super.users.create')}
      form={form}
      onClose={onClose}
      onSubmit={save}
    >
      <FormTextField form={form} name="username" label={field('username')} required autoComplete="off" />
      <FormTextField form={form} name="name" label={field('name')} required />
      <FormTextField form={form} name="email" label={field('email')} type="email" />
      <RoleCheckboxes form={form} hint={!user && firstUser ? translate('shule.super.users.first_user') : undefined} />
      {!user && (
        <FormTextField
          form={form}
          name="password"
          label={field('password')}
          type="password"
          required
          autoComplete="new-password"
        />
      )}
    </FormDialog>
  );
}
