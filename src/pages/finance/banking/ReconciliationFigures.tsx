import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatKes } from '../../../resources/generic/money';
import type { ReconciliationFigures as Figures } from '../../../schema/bank-reconciliation';

const F = 'shule.banking_screens.work.figures';

/**
 * The reconciliation statement as it stands, laid out as it prints: the bank's balance, plus and
 * less the items in transit, the adjusted balance against the cash book's, and the difference that
 * must reach zero (green) before the reconciliation can be finalised.
 */
export function ReconciliationFigures({ figures }: { readonly figures: Figures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, number, 'plain' | 'total' | 'difference'][] = [
    ['statement_balance', figures.statement_balance, 'plain'],
    ['uncredited', figures.uncredited_deposits, 'plain'],
    ['unpresented', -figures.unpresented_cheques, 'plain'],
    ['adjusted', figures.adjusted_bank_balance, 'total'],
    ['cash_book', figures.cash_book_balance, 'total'],
    ['bank_items', figures.bank_items, 'plain'],
    ['difference', figures.difference, 'difference'],
  ];
  return (
    <Paper sx={{ p: 1.5 }} aria-label={translate(`${F}.difference`)}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([key, cents, kind]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: kind === 'plain' ? 400 : 600 }}>
              {translate(`${F}.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              data-testid={`figure-${key}`}
              sx={{
                m: 0,
                textAlign: 'right',
                whiteSpace: 'nowrap',
                fontWeight: kind === 'plain' ? 400 : 600,
                ...(kind === 'difference'
                  ? { color: cents === 0 ? 'success.main' : 'error.main', fontSize: '1.1rem' }
                  : {}),
              }}
            >
              {formatKes(cents, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
