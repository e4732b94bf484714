import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useShellTranslate } from '../../providers/i18nProvider';
import type { Overview } from './api';
import { QueryState } from './QueryState';
import { SuperLayout } from './SuperLayout';
import { useSuperQuery } from './useSuper';

const TOTALS = [
  ['branches', 'schools'],
  ['students', 'students'],
  ['staff', 'staff'],
  ['users', 'users'],
] as const;

function OverviewView({ overview }: { overview: Overview }) {
  const translate = useShellTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`shule.super.dashboard.${key}`, options);
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('totals')}
      </Typography>
      <Grid
        container
        spacing={2}
        sx={{ mb: 3 }}
        component="ul"
        aria-label={t('totals')}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {TOTALS.map(([key, label]) => (
          <Grid key={key} size={{ xs: 6, md: 3 }} component="li">
            <Card>
              <CardContent>
                <Typography color="text.secondary">{t(label)}</Typography>
                <Typography variant="h4" component="p" data-total={key}>
                  {overview.totals[key]}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <TableContainer component={Paper}>
        <Table aria-label={t('table')}>
          <caption>{t('table')}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('school')}</TableCell>
              <TableCell scope="col">{t('code')}</TableCell>
              <TableCell scope="col" align="right">
                {t('students')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('staff')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('users')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.branches.map((branch) => (
              <TableRow key={branch.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={`/branches/schools/${branch.id}`}>
                    {branch.name}
                  </Link>
                </TableCell>
                <TableCell>{branch.code}</TableCell>
                <TableCell align="right">{branch.students}</TableCell>
                <TableCell align="right">{branch.staff}</TableCell>
                <TableCell align="right">
                  <Link
                    component={RouterLink}
                    to={`/branches/users/${branch.id}`}
                    aria-label={t('manage_users', { name: branch.name })}
                  >
                    {branch.users}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {overview.branches.length === 0 && <Alert severity="info">{translate('shule.super.branches.empty')}</Alert>}
    </>
  );
}

/** `/superadmin`: every branch with its student, staff and user counts, for the super administrator. */
export default function SuperDashboardPage() {
  const translate = useShellTranslate();
  const query = useSuperQuery<Overview>('/overview');
  return (
    <SuperLayout title={translate('shule.super.dashboard.title')}>
      <QueryState query={query}>{(overview) => <OverviewView overview={overview} />}</QueryState>
    </SuperLayout>
  );
}
