import { type AnyResource, getResource } from '../../src/schema';
import { todayAtSchool } from '../../src/schema/display';
import type { SessionUser } from '../context';
import type { Writer } from '../engine/writer';
import type { Db, ShuleDatabase } from './database';
import { seededRandom } from './demo-random';
import { writerFor } from './system-writes';

const ACCOUNTS = [
  {
    name: 'KCB Nakuru – Tuition',
    bank: 'KCB Bank',
    bank_branch: 'Nakuru',
    account_number: '1180245671',
    fund: 'TUI',
  },
  {
    name: 'Equity Nakuru – Operations',
    bank: 'Equity Bank',
    bank_branch: 'Nakuru, Kenyatta Avenue',
    account_number: '0170295488102',
    fund: 'OPS',
  },
  {
    name: 'Co-operative Bank Nakuru – School Fund',
    bank: 'Co-operative Bank',
    bank_branch: 'Nakuru',
    account_number: '01129663054000',
    fund: 'SF',
  },
  ...['TUI', 'OPS', 'SF'].map((fund) => ({
    name: `M-Pesa paybill 588822 – ${{ TUI: 'Tuition', OPS: 'Operations', SF: 'School Fund' }[fund]}`,
    kind: 'mpesa',
    bank: 'Safaricom',
    paybill: '588822',
    fund,
  })),
] as const;

async function staff(db: Db, branchId: number, username: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('branch_id', '=', branchId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: String(row.username), roles: ['ROLE_All'], branchId } : undefined;
}

/** A line the demo's bank prints, and the cash-book entry it clears (none for the bank's own items). */
interface Planned {
  readonly date: string;
  readonly description: string;
  readonly reference: string;
  readonly net: number;
  readonly entry?: number;
}

const addDays = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);
const money = (cents: number) =>
  cents === 0 ? '' : `"${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: 2 })}"`;

/** The statement as Co-operative Bank exports it: a CSV with a running balance. */
function statementCsv(opening: number, lines: readonly Planned[], from: string): string {
  let balance = opening;
  const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return [
    'CO-OPERATIVE BANK OF KENYA',
    'Account,01129663054000',
    'Transaction Date,Description,Reference,Debit,Credit,Balance',
    `${day(from)},BALANCE B/F,,,,${money(opening) || '"0.00"'}`,
    ...lines.map((l) => {
      balance += l.net;
      const cells = [day(l.date), l.description, l.reference, money(Math.max(-l.net, 0)), money(Math.max(l.net, 0))];
      return [...cells, money(balance) || '"0.00"'].join(',');
    }),
  ].join('\n');
}

/**
 * The demo school's banking (after the expenses demo): a bank account and the M-Pesa paybill 588822
 * clearing account for each of Tuition, Operations and the School Fund; and the School Fund's
 * Co-operative Bank statements for September and October 2026, made from its cash book the way a
 * bank would print them: September's reconciled (its ledger fee posted from the reconciliation)
 * and finalised by the principal; October's in progress, matched automatically so far, with its
 * last deposit not yet credited, its last two cheques not yet presented, and the bank's charges
 * and interest still to be posted.
 */
export async function seedBankingDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const { db } = database;
  const writer = await writerFor(database);
  const bursar = await staff(db, branchId, 'bursar');
  const principal = await staff(db, branchId, 'principal');
  if (!bursar || !principal) return;
  const accounts = getResource('bank_accounts') as AnyResource;
  const funds = new Map(
    (await db.selectFrom('funds').select(['id', 'code']).where('branch_id', '=', branchId).execute()).map((f) => [
      String(f.code),
      Number(f.id),
    ]),
  );
  const made = new Map<string, number>();
  await db.transaction().execute(async (trx) => {
    for (const { fund, ...values } of ACCOUNTS) {
      const fundId = funds.get(fund);
      if (fundId === undefined) continue;
      const row = await writer.create(trx, bursar, accounts, { ...values, fund_id: fundId });
      made.set(`${fund}:${'kind' in values ? values.kind : 'bank'}`, Number(row.id));
    }
  });
  const school = made.get('SF:bank');
  // The statements are of September and October 2026: a clock before November has none to give.
  if (school === undefined || todayAtSchool() < '2026-11-01') return;
  await db.transaction().execute((trx) => reconcileSchoolFund(trx, writer, bursar, principal, school));
}

async function reconcileSchoolFund(
  db: Db,
  writer: Writer,
  bursar: SessionUser,
  principal: SessionUser,
  id: number,
): Promise<void> {
  const [{ loadBankAccount }, { cashItems, documentDetails, ledgerBalance }, { importStatement }] = await Promise.all([
    import('../modules/finance/banking/accounts'),
    import('../modules/finance/banking/cash-items'),
    import('../modules/finance/banking/statements'),
  ]);
  const [{ startReconciliation, loadReconciliation, refreshReconciliation }, { createMatches }] = await Promise.all([
    import('../modules/finance/banking/reconciliations'),
    import('../modules/finance/banking/matches'),
  ]);
  const [{ postBankItems }, { autoMatchReconciliation }, { transition }] = await Promise.all([
    import('../modules/finance/banking/bank-items'),
    import('../modules/finance/banking/workspace'),
    import('../engine/transition'),
  ]);
  const branchId = bursar.branchId;
  const account = await loadBankAccount(db, branchId, id);
  if (!account) return;
  const next = seededRandom(588822);
  const all = await cashItems(db, branchId, account.account_id, { from: '2026-09-01', to: '2026-10-31' });
  const details = await documentDetails(db, branchId, all);
  const reversed = new Set(all.flatMap((i) => (i.reversal_of_id === null ? [] : [i.entry_id, i.reversal_of_id])));
  const items = all.filter((i) => !reversed.has(i.entry_id) && i.money_in !== i.money_out);
  const deposits = items.filter((i) => i.money_in > i.money_out);
  const payments = items.filter((i) => i.money_in < i.money_out);
  const late = new Set([
    ...deposits.filter((i) => i.posted_on >= '2026-10-01').slice(-1),
    ...payments.filter((i) => i.posted_on >= '2026-10-01').slice(-2),
  ]);
  const planned: Planned[] = [];
  for (const item of items) {
    if (late.has(item)) continue;
    const net = item.money_in - item.money_out;
    const doc = details.get(item.entry_id);
    const receipt = /RCT-\d+/.exec(item.narration)?.[0] ?? '';
    const reference = doc?.reference ?? '';
    if (net > 0) {
      const named = next() < 0.6 && receipt !== '';
      planned.push({
        date: item.posted_on,
        description: named ? `CHQ DEPOSIT ${receipt}` : 'CASH DEPOSIT',
        reference: `DP${String(Math.floor(next() * 900000) + 100000)}`,
        net,
        entry: item.entry_id,
      });
      continue;
    }
    const cheque = /^\d{4,8}$/.test(reference);
    const presented = addDays(item.posted_on, cheque ? 3 + Math.floor(next() * 6) : 1);
    planned.push({
      date: presented > '2026-10-31' ? '2026-10-31' : presented,
      description: `${cheque ? `CHQ ${reference}` : `EFT ${reference}`} ${doc?.payee ?? ''}`.trim().toUpperCase(),
      reference: reference || `FT${String(item.entry_no)}`,
      net,
      entry: item.entry_id,
    });
  }
  // Two October deposits banked on one slip: one line at the bank, two receipts in the cash book,
  // which no rule pairs (the amounts differ) and a person matches by hand.
  const slip = planned.filter((p) => p.net > 0 && p.date >= '2026-10-01').slice(0, 2);
  if (slip.length === 2) {
    planned.splice(planned.indexOf(slip[0]), 1);
    planned.splice(planned.indexOf(slip[1]), 1, {
      ...slip[1],
      description: 'CASH DEPOSIT',
      net: slip[0].net + slip[1].net,
      entry: undefined,
    });
  }
  planned.push(
    { date: '2026-09-30', description: 'LEDGER FEE', reference: 'CHG0926', net: -25_000 },
    { date: '2026-10-31', description: 'LEDGER FEE', reference: 'CHG1026', net: -30_000 },
    { date: '2026-10-31', description: 'EXCISE DUTY ON CHARGES', reference: 'CHG1026', net: -4_500 },
    { date: '2026-10-31', description: 'CREDIT INTEREST', reference: 'INT1026', net: 12_840 },
  );
  planned.sort((a, b) => a.date.localeCompare(b.date));
  const months = [
    { from: '2026-09-01', to: '2026-09-30', lines: planned.filter((p) => p.date <= '2026-09-30') },
    { from: '2026-10-01', to: '2026-10-31', lines: planned.filter((p) => p.date > '2026-09-30') },
  ];
  let opening = await ledgerBalance(db, branchId, account.account_id, '2026-08-31');
  const statements: { id: number; lines: number[] }[] = [];
  for (const month of months) {
    const created = await importStatement(db, bursar, writer, {
      bank_account_id: id,
      csv: statementCsv(opening, month.lines, month.from),
      file_name: `coop-statement-${month.from.slice(0, 7)}.csv`,
      period_from: month.from,
      period_to: month.to,
    });
    statements.push({ id: Number(created.id), lines: (created.lines as { id: number }[]).map((l) => Number(l.id)) });
    opening += month.lines.reduce((s, l) => s + l.net, 0);
  }
  const [september, october] = statements;
  // October's first: the reconciliation still being worked on is the first the list shows.
  const octoberRec = await startReconciliation(db, bursar, writer, october.id);
  const septemberRec = await startReconciliation(db, bursar, writer, september.id);
  const pairs = months[0].lines.flatMap((l, i) =>
    l.entry === undefined ? [] : [{ statementLineIds: [september.lines[i]], entryIds: [l.entry] }],
  );
  await createMatches(db, bursar, account, pairs, 'auto', '2026-09-30');
  const fee = months[0].lines.findIndex((l) => l.entry === undefined);
  await postBankItems(db, bursar, account, '2026-09-30', { statement_line_ids: [september.lines[fee]] });
  await refreshReconciliation(db, bursar, await loadReconciliation(db, branchId, septemberRec));
  await transition(
    writer,
    db,
    principal,
    getResource('bank_reconciliations') as AnyResource,
    septemberRec,
    'finalise',
    {},
  );
  await autoMatchReconciliation(db, bursar, await loadReconciliation(db, branchId, octoberRec));
}
