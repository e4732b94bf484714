import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import type { Branch } from './api';
import { BranchFormDialog } from './BranchFormDialog';
import { QueryState } from './QueryState';
import { SuperLayout } from './SuperLayout';
import { useSuperQuery } from './useSuper';

function BranchTable({ branches, onEdit }: { branches: readonly Branch[]; onEdit: (branch: Branch) => void }) {
  const translate = useShellTranslate();
  const field = (name: string) => translate(`resources.branches.fields.${name}`);
  if (branches.length === 0) return <Alert severity="info">{translate('shule.super.branches.empty')}</Alert>;
  return (
    <TableContainer component={Paper}>
      <Table aria-label={translate('shule.super.branches.table')}>
        <TableHead>
          <TableRow>
            {['name', 'code', 'phone', 'email'].map((name) => (
              <TableCell key={name} scope="col">
                {field(name)}
              </TableCell>
            ))}
            <TableCell scope="col">{translate('shule.account.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {branches.map((branch) => (
            <TableRow key={branch.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/branches/schools/${branch.id}`}>
                  {branch.name}
                </Link>
              </TableCell>
              <TableCell>{branch.code}</TableCell>
              <TableCell>{branch.phone}</TableCell>
              <TableCell>{branch.email}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onEdit(branch)}
                    aria-label={translate('shule.super.branches.edit_title', { name: branch.name })}
                  >
                    {translate('shule.super.branches.edit')}
                  </Button>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/branches/users/${branch.id}`}
                    aria-label={translate('shule.super.dashboard.manage_users', { name: branch.name })}
                  >
                    {translate('shule.super.branches.users')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** `/branches`: every school, a "New school" form and editing. */
export default function BranchesPage() {
  const translate = useShellTranslate();
  const query = useSuperQuery<Branch[]>('/branches');
  const [dialog, setDialog] = useState<{ open: boolean; branch: Branch | null }>({ open: false, branch: null });
  const [notice, setNotice] = useState<string | null>(null);

  const saved = (branch: Branch) => {
    setNotice(
      dialog.branch
        ? translate('shule.super.branches.saved')
        : translate('shule.super.branches.created', { name: branch.name }),
    );
    setDialog({ open: false, branch: dialog.branch });
    query.reload();
  };

  return (
    <SuperLayout title={translate('shule.super.branches.title')}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <div role="status" aria-live="polite">
          {notice && <Alert severity="success">{notice}</Alert>}
        </div>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true, branch: null })}>
          {translate('shule.super.branches.new')}
        </Button>
      </Stack>
      <QueryState query={query}>
        {(branches) => <BranchTable branches={branches} onEdit={(branch) => setDialog({ open: true, branch })} />}
      </QueryState>
      <BranchFormDialog
        open={dialog.open}
        branch={dialog.branch}
        onClose={() => setDialog({ open: false, branch: dialog.branch })}
        onSaved={saved}
      />
    </SuperLayout>
  );
}
