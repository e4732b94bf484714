import { englishText } from '../../../../src/schema';
import type { InvoiceSource } from '../../../../src/schema/finance-billing';
import type { SessionUser } from '../../../context';
import { insertAudit } from '../../../crud/audit';
import { bulkInsert, writeStamps } from '../../../db/bulk-insert';
import type { Db } from '../../../db/database';
import { say } from '../../../errors';
import { loadAccounts } from '../ledger/accounts';
import { lockBooks, type Posting, postEntries } from '../ledger/journal';
import { applyCredits, refreshBalances } from '../payments/credits';
import { applyDiscounts, type DiscountedLine, loadDiscounts } from './discounts';

/** An invoice as an engine asks for it; raiseInvoices numbers, discounts and posts it. */
export interface InvoiceDraft {
  readonly student_id: number;
  readonly academic_year: number;
  readonly term: string;
  readonly issued_on: string;
  readonly due_on?: string | null;
  readonly source: InvoiceSource;
  readonly description: string;
  /** What it bills (`term:2026:1:<student>`): a key already billed is skipped. */
  readonly billing_key: string | null;
  readonly items: readonly { readonly vote_head_id: number; readonly amount: number }[];
  readonly billing_run_id?: number | null;
}

export interface Raised {
  readonly raised: number[];
  /** Drafts not raised because their billing key was billed already. */
  readonly skipped: number;
  /** What the raised invoices ask for, after discounts (cents). */
  readonly amount: number;
}

const INVOICE_COLUMNS = [
  ['invoice_no', 'text'],
  ['student_id', 'bigint'],
  ['academic_year', 'bigint'],
  ['term', 'text'],
  ['issued_on', 'date'],
  ['due_on', 'date'],
  ['source', 'text'],
  ['description', 'text'],
  ['billing_key', 'text'],
  ['discount', 'bigint'],
  ['total', 'bigint'],
  ['paid', 'bigint'],
  ['balance', 'bigint'],
  ['status', 'text'],
  ['billing_run_id', 'bigint'],
] as const;

const ITEM_COLUMNS = [
  ['parent_id', 'bigint'],
  ['position', 'bigint'],
  ['vote_head_id', 'bigint'],
  ['amount', 'bigint'],
  ['discount', 'bigint'],
] as const;
const PREFIX = 'INV-';
export const invoiceNumber = (n: number) => `${PREFIX}${String(n).padStart(6, '0')}`;

interface VoteHeadRow {
  readonly fund: number;
  readonly income: number;
  readonly priority: number;
  readonly name: string;
}

async function voteHeadsOf(db: Db, branchId: number): Promise<Map<number, VoteHeadRow>> {
  const rows = await db
    .selectFrom('vote_heads')
    .select(['id', 'fund_id', 'income_account_id', 'priority', 'name'])
    .where('branch_id', '=', branchId)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        fund: Number(r.fund_id),
        income: Number(r.income_account_id),
        priority: Number(r.priority),
        name: String(r.name),
      },
    ]),
  );
}

async function inChunks<T>(ids: readonly T[], read: (part: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) await read(ids.slice(i, i + 500));
}

/** Billing keys among these that the branch has billed already. */
async function billedKeys(db: Db, branchId: number, keys: readonly string[]): Promise<Set<string>> {
  const billed = new Set<string>();
  await inChunks(keys, async (part) => {
    const rows = await db
      .selectFrom('fee_invoices')
      .select('billing_key')
      .where('branch_id', '=', branchId)
      .where('billing_key', 'in', part)
      .execute();
    for (const r of rows) billed.add(String(r.billing_key));
  });
  return billed;
}

async function studentNames(db: Db, branchId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  await inChunks(ids, async (part) => {
    const rows = await db
      .selectFrom('students')
      .select(['id', 'admission_no', 'first_name', 'last_name'])
      .where('branch_id', '=', branchId)
      .where('id', 'in', part)
      .execute();
    for (const r of rows) names.set(Number(r.id), `${r.first_name} ${r.last_name} (${r.admission_no})`);
  });
  return names;
}

async function lastInvoiceNumber(db: Db, branchId: number): Promise<number> {
  // The highest number of the series, not the newest row's: a number written another way (an
  // imported opening balance) must not restart or collide with the series.
  const last = await db
    .selectFrom('fee_invoices')
    .select((eb) => eb.fn.max('invoice_no').as('invoice_no'))
    .where('branch_id', '=', branchId)
    .where('invoice_no', 'like', `${PREFIX}%`)
    .executeTakeFirst();
  return Number(/\d+$/.exec(String(last?.invoice_no ?? ''))?.[0] ?? 0);
}

/** The invoice's postings: receivable against each vote head's income, and its discounts. */
function postingsOf(
  id: number,
  draft: InvoiceDraft,
  lines: readonly DiscountedLine[],
  heads: ReadonlyMap<number, VoteHeadRow>,
  accounts: Awaited<ReturnType<typeof loadAccounts>>,
  words: { invoice: string; discount: string },
): Posting[] {
  const student_id = draft.student_id;
  // Receivable is debited once per fund (a billing run posts 5,000 invoices: fewer lines to
  // write), income credited per vote head.
  const byFund = new Map<number, number>();
  for (const l of lines) {
    const fund = (heads.get(l.vote_head_id) as VoteHeadRow).fund;
    byFund.set(fund, (byFund.get(fund) ?? 0) + l.amount);
  }
  const invoice: Posting = {
    posted_on: draft.issued_on,
    narration: words.invoice,
    source: 'invoice',
    source_id: id,
    lines: [
      ...[...byFund].map(([fund, debit]) => ({
        account_id: accounts.get(fund, 'fees_receivable'),
        debit,
        credit: 0,
        student_id,
      })),
      ...lines.map((l) => ({
        account_id: (heads.get(l.vote_head_id) as VoteHeadRow).income,
        debit: 0,
        credit: l.amount,
        student_id,
        vote_head_id: l.vote_head_id,
      })),
    ],
  };
  const discounted = lines.filter((l) => l.discount > 0);
  if (discounted.length === 0) return [invoice];
  const discount: Posting = {
    posted_on: draft.issued_on,
    narration: words.discount,
    source: 'discount',
    source_id: id,
    lines: discounted.flatMap((l) => {
      const fund = (heads.get(l.vote_head_id) as VoteHeadRow).fund;
      const vote_head_id = l.vote_head_id;
      return [
        { account_id: accounts.get(fund, 'discounts'), debit: l.discount, credit: 0, student_id, vote_head_id },
        { account_id: accounts.get(fund, 'fees_receivable'), debit: 0, credit: l.discount, student_id, vote_head_id },
      ];
    }),
  };
  return [invoice, discount];
}

/**
 * Raises invoices in the caller's transaction: skips a billing key billed already (under the
 * books' lock, so a second run at the same moment waits and then finds the first one's invoices),
 * numbers the rest without gaps, applies term-fee discounts, posts the journal, applies the
 * students' credit and keeps their fee balances. Bulk inserts and one audit row, as a billing run bills thousands.
 */
export async function raiseInvoices(db: Db, user: SessionUser, drafts: readonly InvoiceDraft[]): Promise<Raised> {
  const branchId = user.branchId;
  if (drafts.length === 0) return { raised: [], skipped: 0, amount: 0 };
  await lockBooks(db, branchId);
  const keys = drafts.flatMap((d) => (d.billing_key ? [d.billing_key] : []));
  const billed = await billedKeys(db, branchId, keys);
  const fresh = drafts.filter((d) => {
    if (d.billing_key === null) return true;
    if (billed.has(d.billing_key)) return false;
    billed.add(d.billing_key); // the same key twice in one call bills once
    return true;
  });
  const skipped = drafts.length - fresh.length;
  if (fresh.length === 0) return { raised: [], skipped, amount: 0 };
  const heads = await voteHeadsOf(db, branchId);
  for (const item of fresh.flatMap((d) => d.items))
    if (!heads.has(item.vote_head_id) || !Number.isSafeInteger(item.amount) || item.amount < 0)
      throw new Error(`A draft invoice line is not a vote head of branch ${branchId} in whole cents`);
  const accounts = await loadAccounts(db, branchId);
  const studentIds = [...new Set(fresh.map((d) => d.student_id))];
  const discounts = await loadDiscounts(db, branchId, studentIds);
  const names = await studentNames(db, branchId, studentIds);
  const priority = new Map([...heads].map(([id, h]) => [id, h.priority]));
  const lines = fresh.map((d) =>
    applyDiscounts(d.items, d.source === 'term_fees' ? (discounts.get(d.student_id) ?? []) : [], priority),
  );
  const first = (await lastInvoiceNumber(db, branchId)) + 1;
  const stamps = writeStamps(user, new Date().toISOString());
  const invoices = fresh.map((d, k) => {
    const gross = lines[k].reduce((s, l) => s + l.amount, 0);
    const discount = lines[k].reduce((s, l) => s + l.discount, 0);
    const total = gross - discount;
    return { invoice_no: invoiceNumber(first + k), draft: d, discount, total };
  });
  const rows = await bulkInsert(db, {
    table: 'fee_invoices',
    columns: INVOICE_COLUMNS,
    rows: invoices.map(({ invoice_no, draft: d, discount, total }) => [
      invoice_no,
      d.student_id,
      d.academic_year,
      d.term,
      d.issued_on,
      d.due_on ?? null,
      d.source,
      d.description.slice(0, 200),
      d.billing_key,
      discount,
      total,
      0,
      total,
      total === 0 ? 'paid' : 'unpaid',
      d.billing_run_id ?? null,
    ]),
    shared: stamps,
    returning: ['id', 'invoice_no'],
  });
  // Matched by number: neither engine promises RETURNING's order.
  const byNumber = new Map(rows.map((r) => [String(r.invoice_no), Number(r.id)]));
  const ids = invoices.map((i) => byNumber.get(i.invoice_no) as number);
  await bulkInsert(db, {
    table: 'fee_invoices_items',
    columns: ITEM_COLUMNS,
    rows: fresh.flatMap((_, k) =>
      lines[k].map((l, position) => [ids[k], position, l.vote_head_id, l.amount, l.discount]),
    ),
    shared: stamps,
  });
  const postings = fresh.flatMap((d, k) => {
    const args = { invoice_no: invoices[k].invoice_no, student: names.get(d.student_id) ?? String(d.student_id) };
    return postingsOf(ids[k], d, lines[k], heads, accounts, {
      invoice: englishText(say('shule.finance.billing.invoice_narration', { ...args, description: d.description })),
      discount: englishText(say('shule.finance.billing.discount_narration', args)),
    });
  });
  await postEntries(db, user, postings);
  const amount = invoices.reduce((s, i) => s + i.total, 0);
  await insertAudit(db, { branchId, userId: user.id, username: user.username }, 'bill', 'fee_invoices', ids[0], {
    invoices: { after: ids.length },
    numbers: {
      after: ids.length === 1 ? invoices[0].invoice_no : `${invoices[0].invoice_no}–${invoices.at(-1)?.invoice_no}`,
    },
    amount: { after: amount },
    skipped: { after: skipped },
    ...(fresh[0].billing_run_id ? { billing_run_id: { after: fresh[0].billing_run_id } } : {}),
  });
  // Credit a student holds settles the new invoice at once; then the fee balances follow.
  await applyCredits(db, user, studentIds);
  await refreshBalances(db, branchId, studentIds);
  return { raised: ids, skipped, amount };
}
