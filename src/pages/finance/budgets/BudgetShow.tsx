import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link, Show, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { ShowActions } from '../../../resources/generic/GenericShow';
import { RecordHeading, RecordSections } from '../../../resources/generic/RecordSections';
import { reportResource } from '../../../resources/reports/reportKeys';
import type { ScreenComponent } from '../../../resources/screenTypes';
import { budgetVsActualReport } from '../../../schema/finance-budgets';
import { PositionTable, type PositionRow } from './PositionTable';

const T = 'shule.budgets_screens';

/** This budget against the books, once it is approved (a draft is not used). */
function BudgetPosition() {
  const translate = useTranslate();
  const record = useRecordContext();
  const approved = record?.status === 'approved';
  const { data, isPending } = useGetList<PositionRow & { id: number }>(
    reportResource(budgetVsActualReport),
    {
      filter: { fiscal_year: record?.fiscal_year, fund_id: record?.fund_id },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'code', order: 'ASC' },
    },
    { enabled: approved },
  );
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="budget-position" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="budget-position" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.position`)}
      </Typography>
      {!approved ? (
        <Alert severity="info">{translate(`${T}.position_draft`)}</Alert>
      ) : isPending ? null : (
        <>
          <PositionTable rows={data ?? []} showFund={false} />
          <Box sx={{ mt: 1 }}>
            <Link to="/budgetvsactual">{translate(`${T}.all_funds`)}</Link>
          </Box>
        </>
      )}
    </Box>
  );
}

/** A budget's record: its lines and approval as declared, then how it stands against the books. */
export const BudgetShow: ScreenComponent = ({ resource }) => (
  <Show actions={<ShowActions resource={resource} />}>
    <Box sx={{ p: 2 }}>
      <RecordHeading resource={resource} />
      {/* The heading names the fund and the fiscal year as people say it ("School Fund 2026/27"). */}
      <RecordSections resource={resource} omit={['title', 'fiscal_year']} />
      <BudgetPosition />
    </Box>
  </Show>
);
