import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import { BRANCH_FIELDS, type Branch, type Overview } from './api';
import { BranchFormDialog } from './BranchFormDialog';
import { QueryState } from './QueryState';
import { SuperLayout } from './SuperLayout';
import { useSuperQuery } from './useSuper';

function Counts({ branchId }: { branchId: number }) {
  const translate = useShellTranslate();
  const overview = useSuperQuery<Overview>('/overview');
  const summary = overview.data?.branches.find((b) => b.id === branchId);
  if (!summary) return null;
  return (
    <Paper component="section" aria-labelledby="school-counts" sx={{ p: 3 }}>
      <Typography id="school-counts" component="h2" variant="h6" gutterBottom>
        {translate('shule.super.branches.counts')}
      </Typography>
      <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
        {(['students', 'staff', 'users'] as const).map((key) => (
          <div key={key}>
            <Typography component="dt" color="text.secondary">
              {translate(`shule.super.dashboard.${key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-count={key}>
              {summary[key]}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function Profile({ branch, onEdit }: { branch: Branch; onEdit: () => void }) {
  const translate = useShellTranslate();
  return (
    <Paper component="section" aria-labelledby="school-profile" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="school-profile" component="h2" variant="h6">
          {translate('shule.super.branches.profile')}
        </Typography>
        <Button startIcon={<Edit />} onClick={onEdit}>
          {translate('shule.super.branches.edit')}
        </Button>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
        {BRANCH_FIELDS.map((name) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`resources.branches.fields.${name}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {branch[name] ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** `/branches/schools/:id`: one school's profile and counts, with editing. */
export default function BranchSchoolPage() {
  const translate = useShellTranslate();
  const { id = '' } = useParams();
  const query = useSuperQuery<Branch>(`/branches/${encodeURIComponent(id)}`);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const title = query.data?.name ?? translate('shule.super.branches.profile');

  return (
    <SuperLayout title={title}>
      <div role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
      </div>
      <QueryState query={query}>
        {(branch) => (
          <Stack spacing={2}>
            <Profile branch={branch} onEdit={() => setEditing(true)} />
            <Counts branchId={branch.id} />
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to={`/branches/users/${branch.id}`} variant="outlined">
                {translate('shule.super.dashboard.manage_users', { name: branch.name })}
              </Button>
              <Button component={RouterLink} to="/branches">
                {translate('shule.super.branches.all')}
              </Button>
            </Stack>
            <BranchFormDialog
              open={editing}
              branch={branch}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                setNotice(translate('shule.super.branches.saved'));
                query.reload();
              }}
            />
          </Stack>
        )}
      </QueryState>
    </SuperLayout>
  );
}
