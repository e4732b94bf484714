import { useState } from 'react';
import { financeStudentsReport } from '../../../schema/finance-reports';
import { AccountsList } from './AccountsList';
import { StatementDialog } from './StatementDialog';

/** /financestudents: every student's fee account (billed, paid, balance, credit), each opening its statement. */
export function FinanceStudentsPage() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <AccountsList report={financeStudentsReport} onOpen={setOpen} />
      <StatementDialog studentId={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default FinanceStudentsPage;
