import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { BillingRunPanel } from './BillingRunPanel';
import { StructuresGrid } from './StructuresGrid';
import { useBillingText } from './text';
import { VoteHeadsPanel } from './VoteHeadsPanel';

const TABS = ['structures', 'run', 'vote_heads'] as const;
type TabName = (typeof TABS)[number];

/** The school's current term, else this year's first: where the screen opens. */
function useOpeningTerm(): { year: number; term: string } | undefined {
  const { data } = useGetList('terms', {
    filter: { current: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'start_date', order: 'DESC' },
  });
  const current = data?.[0];
  return current ? { year: Number(current.academic_year), term: String(current.term) } : undefined;
}

/**
 * /studentbilling (ROLE_Set_Fee_Structure, finance administrators): a bursar's billing desk. The
 * year and term chosen at the top drive the fee-structure grid (class × category with each total,
 * leading to the structure) and the term-billing run (preview, then run, then its result); the
 * vote heads in their settling order beside them.
 */
export function StudentBillingPage() {
  const t = useBillingText();
  const opening = useOpeningTerm();
  const [year, setYear] = useState(new Date().getFullYear());
  const [term, setTerm] = useState('1');
  const [tab, setTab] = useState<TabName>('structures');
  useEffect(() => {
    if (!opening) return;
    setYear(opening.year);
    setTerm(opening.term);
  }, [opening?.year, opening?.term]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', px: 2, pt: 2 }}>
          <TextField
            label={t('year')}
            type="number"
            size="small"
            value={year}
            onChange={(e) => setYear(Number(e.target.value) || year)}
            slotProps={{ htmlInput: { min: 2000, max: 2100, 'data-testid': 'billing-year' } }}
            sx={{ width: 140 }}
          />
          <TextField
            select
            label={t('term')}
            size="small"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            sx={{ width: 140 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'billing-term' } } }}
          >
            {['1', '2', '3'].map((n) => (
              <MenuItem key={n} value={n}>
                {t('term_n', { term: n })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} sx={{ px: 2 }} variant="scrollable">
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} />
          ))}
        </Tabs>
        <CardContent>
          {tab === 'structures' && <StructuresGrid year={year} term={term} />}
          {tab === 'run' && <BillingRunPanel year={year} term={term} />}
          {tab === 'vote_heads' && <VoteHeadsPanel />}
        </CardContent>
      </Card>
    </Box>
  );
}
