import { englishText } from '../../../../src/schema';
import { todayAtSchool } from '../../../../src/schema/display';
import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { reverseSource } from '../ledger/reverse';
import { refreshBalances } from '../payments/credits';
import { releaseAllocations } from '../payments/corrections';

/**
 * What cancelling an invoice does once its state has moved: the reversal of its postings (the
 * invoice's and its discount's), its balance no longer owed, the reason kept, and the student's
 * fee balance refreshed. Allocations of payments to it are the payments area's to release.
 */
export async function reverseInvoice(db: Db, user: SessionUser, invoiceId: number, reason: string): Promise<void> {
  const invoice = await db
    .selectFrom('fee_invoices')
    .select(['invoice_no', 'student_id'])
    .where('branch_id', '=', user.branchId)
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const narration = englishText(
    say('shule.finance.billing.cancel_narration', { invoice_no: String(invoice.invoice_no), reason }),
  );
  await reverseSource(db, user, ['invoice', 'discount'], invoiceId, todayAtSchool(), narration);
  await db
    .updateTable('fee_invoices')
    .set({ balance: 0, cancel_reason: reason.slice(0, 500), updated_at: new Date().toISOString(), updated_by: user.id })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', invoiceId)
    .execute();
  await refreshBalances(db, user.branchId, [Number(invoice.student_id)]);
}

/**
 * Cancels an invoice from an engine (an other charge withdrawn): the same as the workflow's
 * cancel action, audited as it. An invoice cancelled already is left as it is.
 */
export async function cancelInvoice(db: Db, user: SessionUser, invoiceId: number, reason: string): Promise<void> {
  const moved = await db
    .updateTable('fee_invoices')
    .set({ status: 'cancelled' })
    .where('branch_id', '=', user.branchId)
    .where('id', '=', invoiceId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  await insertAudit(
    db,
    { branchId: user.branchId, userId: user.id, username: user.username },
    'cancel',
    'fee_invoices',
    invoiceId,
    {
      status: { after: 'cancelled' },
      input: { after: { reason } },
    },
  );
  // As the workflow's cancel does through the payments area's hook: money paid on it becomes credit.
  await releaseAllocations(db, user, invoiceId);
  await reverseInvoice(db, user, invoiceId, reason);
}
