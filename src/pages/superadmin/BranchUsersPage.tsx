import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import { superFetch } from '../../providers/superClient';
import { AccountActions } from '../../resources/users/AccountActions';
import { jsonBody, type Branch, type BranchUser } from './api';
import { BranchUserFormDialog } from './BranchUserFormDialog';
import { QueryState } from './QueryState';
import { SuperLayout } from './SuperLayout';
import { useSuperQuery } from './useSuper';

function UserTable({
  branchId,
  users,
  onEdit,
  onChanged,
}: {
  branchId: number;
  users: readonly BranchUser[];
  onEdit: (user: BranchUser) => void;
  onChanged: (notice: string) => void;
}) {
  const translate = useShellTranslate();
  const field = (name: string) => translate(`resources.users.fields.${name}`);
  if (users.length === 0) return <Alert severity="info">{translate('shule.super.users.empty')}</Alert>;
  const put = (user: BranchUser, data: Record<string, unknown>) =>
    superFetch<BranchUser>(`/branches/${branchId}/users/${user.id}`, jsonBody('PUT', data));
  return (
    <TableContainer component={Paper}>
      <Table aria-label={translate('shule.super.users.table')}>
        <TableHead>
          <TableRow>
            {['username', 'name', 'email'].map((name) => (
              <TableCell key={name} scope="col">
                {field(name)}
              </TableCell>
            ))}
            <TableCell scope="col">{translate('shule.super.users.roles')}</TableCell>
            <TableCell scope="col">{translate('shule.super.users.status')}</TableCell>
            <TableCell scope="col">{translate('shule.account.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell component="th" scope="row">
                {user.username}
              </TableCell>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                {(user.roles ?? []).map((role) => translate(`resources.users.choices.roles.${role}`)).join(', ')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={user.active ? 'success' : 'default'}
                  label={translate(user.active ? 'shule.account.active' : 'shule.account.inactive')}
                />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onEdit(user)}
                    aria-label={translate('shule.super.branches.edit_title', { name: user.name })}
                  >
                    {translate('shule.super.branches.edit')}
                  </Button>
                  <AccountActions
                    user={{ name: user.name, active: user.active }}
                    setPassword={async (password) => {
                      await put(user, { password });
                      onChanged(translate('shule.account.password_set', { name: user.name }));
                    }}
                    setActive={async (active) => {
                      await put(user, { active });
                      onChanged(
                        translate(active ? 'shule.account.reactivated' : 'shule.account.deactivated', {
                          name: user.name,
                        }),
                      );
                    }}
                  />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** `/branches/users/:id`: the users of one school, created and kept by the super administrator. */
export default function BranchUsersPage() {
  const translate = useShellTranslate();
  const { id = '' } = useParams();
  const branchId = Number(id);
  const branch = useSuperQuery<Branch>(`/branches/${encodeURIComponent(id)}`);
  const users = useSuperQuery<BranchUser[]>(`/branches/${encodeURIComponent(id)}/users`);
  const [dialog, setDialog] = useState<{ open: boolean; user: BranchUser | null }>({ open: false, user: null });
  const [notice, setNotice] = useState<string | null>(null);
  const school = branch.data?.name ?? '…';

  const changed = (text: string) => {
    setNotice(text);
    users.reload();
  };

  return (
    <SuperLayout title={translate('shule.super.users.title', { school })}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <div role="status" aria-live="polite">
          {notice && <Alert severity="success">{notice}</Alert>}
        </div>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={`/branches/schools/${id}`}>
            {translate('shule.super.branches.profile')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true, user: null })}>
            {translate('shule.super.users.new')}
          </Button>
        </Stack>
      </Stack>
      <QueryState query={users}>
        {(list) => (
          <UserTable
            branchId={branchId}
            users={list}
            onEdit={(user) => setDialog({ open: true, user })}
            onChanged={changed}
          />
        )}
      </QueryState>
      <BranchUserFormDialog
        open={dialog.open}
        branchId={branchId}
        user={dialog.user}
        firstUser={users.data?.length === 0}
        onClose={() => setDialog({ open: false, user: dialog.user })}
        onSaved={(saved) => {
          setDialog({ open: false, user: dialog.user });
          changed(
            dialog.user
              ? translate('shule.super.branches.saved')
              : translate('shule.super.users.created', { name: saved.name }),
          );
        }}
      />
    </SuperLayout>
  );
}
