import { useState } from 'react';
import { usePermissions } from 'react-admin';
import { feeBalancesReport, REMINDER_ROLES } from '../../../schema/finance-reports';
import { AccountsList } from '../students/AccountsList';
import { StatementDialog } from '../students/StatementDialog';
import { RemindersButton } from './RemindersButton';

/** /feebalances: balances by class, stream, residence and amount, exported, and reminders to the guardians. */
export function FeeBalancesPage() {
  const [open, setOpen] = useState<number | null>(null);
  const { permissions } = usePermissions<readonly string[]>();
  const roles = Array.isArray(permissions) ? permissions : [];
  const mayRemind = roles.includes('ROLE_All') || REMINDER_ROLES.some((r) => roles.includes(r));
  return (
    <>
      <AccountsList report={feeBalancesReport} onOpen={setOpen} actions={mayRemind ? <RemindersButton /> : null} />
      <StatementDialog studentId={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default FeeBalancesPage;
