import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { useBillingText } from './text';

const ALL = { pagination: { page: 1, perPage: 200 } };

/** The vote heads in the order payments settle them, each leading to its record. */
export function VoteHeadsPanel() {
  const t = useBillingText();
  const translate = useTranslate();
  const heads = useGetList('vote_heads', { ...ALL, sort: { field: 'priority', order: 'ASC' } });
  const funds = useGetList('funds', ALL);
  if (heads.isPending) return null;
  const fundName = new Map((funds.data ?? []).map((f) => [f.id, String(f.name)]));
  const field = (name: string) => translate(`resources.vote_heads.fields.${name}`);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('vote_heads.intro')}
      </Typography>
      {(heads.data ?? []).length === 0 ? (
        <Typography>{t('vote_heads.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('tabs.vote_heads')}>
          <TableHead>
            <TableRow>
              {['priority', 'code', 'name', 'fund_id', 'kind', 'active'].map((name) => (
                <TableCell key={name} component="th" scope="col">
                  {field(name)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(heads.data ?? []).map((h) => (
              <TableRow key={h.id} hover>
                <TableCell>{String(h.priority)}</TableCell>
                <TableCell>{String(h.code)}</TableCell>
                <TableCell>
                  <RouterLink to={`/voteheads/${h.id}`}>{String(h.name)}</RouterLink>
                </TableCell>
                <TableCell>{fundName.get(h.fund_id) ?? ''}</TableCell>
                <TableCell>{translate(`resources.vote_heads.choices.kind.${h.kind}`, { _: String(h.kind) })}</TableCell>
                <TableCell>{t(h.active ? 'vote_heads.active' : 'vote_heads.inactive')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to="/voteheads/create" variant="outlined">
          {t('vote_heads.add')}
        </Button>
        <Button component={RouterLink} to="/voteheads">
          {t('vote_heads.all')}
        </Button>
      </Box>
    </>
  );
}
