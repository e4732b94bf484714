import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocale } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import { useBillingText } from './text';

const ALL = { pagination: { page: 1, perPage: 200 } };

/** A new structure's form, opened with what the cell already says. */
const createPath = (record: Record<string, unknown>) =>
  `/feestructures/create?source=${encodeURIComponent(JSON.stringify(record))}`;

/**
 * The term's fee structures as a grid: a row per active class, a column per fee category, each
 * cell the structure's total leading to it, or "Set" leading to a new one for that class and
 * category.
 */
export function StructuresGrid({ year, term }: { readonly year: number; readonly term: string }) {
  const t = useBillingText();
  const locale = useLocale();
  const classes = useGetList('classes', { ...ALL, filter: { active: true }, sort: { field: 'level', order: 'ASC' } });
  const categories = useGetList('fee_categories', { ...ALL, sort: { field: 'name', order: 'ASC' } });
  const structures = useGetList('fee_structures', {
    ...ALL,
    filter: { academic_year: year, term },
    sort: { field: 'academic_year', order: 'DESC' },
  });
  if (classes.isPending || categories.isPending || structures.isPending) return null;
  const classRows = classes.data ?? [];
  const columns = categories.data ?? [];
  if (classRows.length === 0) return <Typography>{t('structures.no_classes')}</Typography>;
  if (columns.length === 0)
    return (
      <>
        <Typography sx={{ mb: 1 }}>{t('structures.no_categories')}</Typography>
        <Button component={RouterLink} to="/feecategories/create" variant="outlined">
          {t('structures.add_category')}
        </Button>
      </>
    );
  const byCell = new Map((structures.data ?? []).map((s) => [`${s.class_id}:${s.category_id}`, s]));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('structures.intro')}
      </Typography>
      <Table size="small" aria-label={t('tabs.structures')} data-testid="structure-grid">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('structures.class')}
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.id} component="th" scope="col" align="right">
                {String(c.name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {classRows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">
                {String(row.name)}
              </TableCell>
              {columns.map((c) => {
                const found = byCell.get(`${row.id}:${c.id}`);
                // Every empty cell says "Set": its name says which class and category it sets.
                const names = { class: String(row.name), category: String(c.name) };
                return (
                  <TableCell key={c.id} align="right">
                    {found ? (
                      <Button
                        component={RouterLink}
                        to={`/feestructures/${found.id}`}
                        size="small"
                        aria-label={t('structures.open_named', {
                          ...names,
                          amount: formatKes(Number(found.total ?? 0), locale),
                        })}
                      >
                        {formatKes(Number(found.total ?? 0), locale)}
                      </Button>
                    ) : (
                      <Button
                        component={RouterLink}
                        to={createPath({ academic_year: year, term, class_id: row.id, category_id: c.id })}
                        size="small"
                        color="secondary"
                        aria-label={t('structures.add_named', names)}
                      >
                        {t('structures.add')}
                      </Button>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="structure-count">
        {t('structures.set_count', { set: byCell.size, all: classRows.length * columns.length, term, year })}
      </Typography>
      <Button component={RouterLink} to="/feestructures" sx={{ mt: 1 }}>
        {t('structures.all')}
      </Button>
    </>
  );
}
