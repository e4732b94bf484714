import { getResource } from '../../../../src/schema';
import type { Db } from '../../../db/database';

/**
 * The cash book of one bank account: its ledger account's postings, one item per journal entry (a
 * receipt spread over several vote heads is one deposit at the bank), with the number and payee
 * of the document behind it, read from that document's own record.
 */
export interface RawCashItem {
  readonly entry_id: number;
  readonly entry_no: number;
  readonly posted_on: string;
  readonly narration: string;
  readonly source: string;
  readonly source_id: number | null;
  readonly reversal_of_id: number | null;
  readonly money_in: number;
  readonly money_out: number;
}

export const dateOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10);

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface CashQuery {
  readonly from?: string;
  readonly to?: string;
  /** Before `from`, the entries this bank account's matches hold are included too. */
  readonly matchedFor?: number;
}

/** The items of a ledger account, oldest first, within the dates (and the entries) asked for. */
export async function cashItems(
  db: Db,
  branchId: number,
  ledgerAccountId: number,
  query: CashQuery = {},
): Promise<RawCashItem[]> {
  const rows = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select(['e.id', 'e.entry_no', 'e.posted_on', 'e.narration', 'e.source', 'e.source_id', 'e.reversal_of_id'])
    .select((eb) => [eb.fn.sum<number>('l.debit').as('money_in'), eb.fn.sum<number>('l.credit').as('money_out')])
    .where('l.branch_id', '=', branchId)
    .where('l.account_id', '=', ledgerAccountId)
    .$if(query.to !== undefined, (qb) => qb.where('e.posted_on', '<=', query.to as string))
    .$if(query.from !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('e.posted_on', '>=', query.from as string),
          ...(query.matchedFor !== undefined
            ? [
                eb(
                  'e.id',
                  'in',
                  eb
                    .selectFrom('bank_matches as m')
                    .select('m.entry_id')
                    .where('m.branch_id', '=', branchId)
                    .where('m.bank_account_id', '=', query.matchedFor),
                ),
              ]
            : []),
        ]),
      ),
    )
    .groupBy(['e.id', 'e.entry_no', 'e.posted_on', 'e.narration', 'e.source', 'e.source_id', 'e.reversal_of_id'])
    .orderBy('e.posted_on')
    .orderBy('e.entry_no')
    .execute();
  return rows.map((r) => ({
    entry_id: Number(r.id),
    entry_no: Number(r.entry_no),
    posted_on: dateOf(r.posted_on),
    narration: String(r.narration ?? ''),
    source: String(r.source),
    source_id: idOrNull(r.source_id),
    reversal_of_id: idOrNull(r.reversal_of_id),
    money_in: Number(r.money_in ?? 0),
    money_out: Number(r.money_out ?? 0),
  }));
}

/** The balance of a ledger account at the end of a day (debits less credits), or today's. */
export async function ledgerBalance(db: Db, branchId: number, ledgerAccountId: number, to?: string): Promise<number> {
  const row = await db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select((eb) => [eb.fn.sum<number>('l.debit').as('d'), eb.fn.sum<number>('l.credit').as('c')])
    .where('l.branch_id', '=', branchId)
    .where('l.account_id', '=', ledgerAccountId)
    .$if(to !== undefined, (qb) => qb.where('e.posted_on', '<=', to as string))
    .executeTakeFirst();
  return Number(row?.d ?? 0) - Number(row?.c ?? 0);
}

export interface DocumentDetails {
  /** The cheque, transfer or M-Pesa number the bank will print. */
  readonly reference: string;
  readonly payee: string;
  /** Every number the document goes by, for matching (its own number too). */
  readonly numbers: readonly string[];
}

interface SourceTable {
  readonly source: string;
  readonly table: string;
  /** Columns read when the declaration has them: [reference, payee, own number]. */
  readonly reference: string;
  readonly payee?: string;
  readonly number?: string;
  readonly supplier?: boolean;
}

/**
 * Documents that move money through a bank. The expenses and other-income areas are built beside
 * this one, so each column is read only when its declaration is there.
 */
const SOURCES: readonly SourceTable[] = [
  { source: 'payment', table: 'fee_payments', reference: 'reference', payee: 'payer', number: 'receipt_no' },
  {
    source: 'voucher',
    table: 'payment_vouchers',
    reference: 'payment_reference',
    payee: 'payee_name',
    number: 'voucher_no',
    supplier: true,
  },
  { source: 'other_income', table: 'other_incomes', reference: 'reference', payee: 'payer', number: 'receipt_no' },
  { source: 'refund', table: 'refunds', reference: 'reference' },
];

/** Each item's document number and payee, by entry id. */
export async function documentDetails(
  db: Db,
  branchId: number,
  items: readonly RawCashItem[],
): Promise<Map<number, DocumentDetails>> {
  const details = new Map<number, DocumentDetails>();
  for (const spec of SOURCES) {
    const resource = getResource(spec.table);
    if (!resource) continue;
    const has = (column?: string): column is string => column !== undefined && Object.hasOwn(resource.fields, column);
    const ids = [...new Set(items.filter((i) => i.source === spec.source && i.source_id).map((i) => i.source_id))];
    if (ids.length === 0 || !has(spec.reference)) continue;
    const columns = [spec.reference, spec.payee, spec.number].filter(has).map((c) => `d.${c}`);
    const supplier = spec.supplier === true && has('supplier_id');
    const found = new Map<number, Record<string, unknown>>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom(`${spec.table} as d`)
        .$if(supplier, (qb) => qb.leftJoin('suppliers as s', 's.id', 'd.supplier_id').select('s.name as supplier'))
        .select(['d.id', ...columns])
        .where('d.branch_id', '=', branchId)
        .where('d.id', 'in', ids.slice(i, i + 500) as number[])
        .execute();
      for (const row of rows) found.set(Number(row.id), row);
    }
    for (const item of items) {
      const row = item.source === spec.source && item.source_id ? found.get(item.source_id) : undefined;
      if (!row) continue;
      const text = (column?: string) => (has(column) && row[column] ? String(row[column]) : '');
      details.set(item.entry_id, {
        reference: text(spec.reference) || text(spec.number),
        payee: String(row.supplier ?? '') || text(spec.payee),
        numbers: [text(spec.reference), text(spec.number)].filter(Boolean),
      });
    }
  }
  return details;
}
