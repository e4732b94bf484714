import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';

/** validate: a KRA PIN is kept in capitals however typed, so one supplier's PIN is found and unique once. */
export const upperCasePin: Hook = ({ data }) => {
  if (typeof data.kra_pin === 'string') data.kra_pin = data.kra_pin.trim().toUpperCase();
};

/**
 * A supplier's account with the school, on the cash basis the school reports on: what it has
 * approved and not yet paid (owed), and what it has paid to date (paid vouchers; a cancelled
 * payment is reversed, so it no longer counts). Kept whenever one of the supplier's vouchers moves.
 */
export async function keepSupplierTotals(db: Db, branchId: number, supplierIds: readonly unknown[]): Promise<void> {
  const ids = [...new Set(supplierIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
  for (const id of ids) {
    const sums = await db
      .selectFrom('payment_vouchers')
      .select(['status', (eb) => eb.fn.sum<number>('total').as('total')])
      .where('branch_id', '=', branchId)
      .where('supplier_id', '=', id)
      .where('status', 'in', ['approved', 'paid'])
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(sums.find((s) => s.status === status)?.total ?? 0);
    await db
      .updateTable('suppliers')
      .set({ owed: of('approved'), paid_to_date: of('paid') })
      .where('branch_id', '=', branchId)
      .where('id', '=', id)
      .execute();
  }
}
