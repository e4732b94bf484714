import { getResource } from '../../../../src/schema';
import type { AccountPurpose } from '../../../../src/schema/finance-ledger';
import type { Db } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import { refusal, say } from '../../../errors';

/** A bank or M-Pesa account of the school with the ledger account it is. */
export interface BankAccount {
  readonly id: number;
  readonly name: string;
  readonly kind: 'bank' | 'mpesa';
  readonly bank: string | null;
  readonly bank_branch: string | null;
  readonly account_number: string | null;
  readonly fund_id: number;
  readonly account_id: number;
  /** The ledger account's code and name: "SF-1100 Bank". */
  readonly ledger: string;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export async function loadBankAccount(db: Db, branchId: number, id: number): Promise<BankAccount | undefined> {
  const row = await db
    .selectFrom('bank_accounts as b')
    .innerJoin('accounts as a', 'a.id', 'b.account_id')
    .select(['b.id', 'b.name', 'b.kind', 'b.bank', 'b.bank_branch', 'b.account_number', 'b.fund_id', 'b.account_id'])
    .select(['a.code', 'a.name as ledger_name'])
    .where('b.branch_id', '=', branchId)
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: String(row.name),
    kind: row.kind === 'mpesa' ? 'mpesa' : 'bank',
    bank: text(row.bank),
    bank_branch: text(row.bank_branch),
    account_number: text(row.account_number),
    fund_id: Number(row.fund_id),
    account_id: Number(row.account_id),
    ledger: `${String(row.code)} ${String(row.ledger_name)}`,
  };
}

export const purposeOf = (kind: unknown): AccountPurpose => (kind === 'mpesa' ? 'mpesa_clearing' : 'bank');

/** The first code of each purpose in a fund's chart, and where the extra ones go: TUI-1101, TUI-1121. */
const CODE_BASE: Readonly<Record<string, number>> = { bank: 1100, mpesa_clearing: 1120 };

/** A new ledger account for a fund's second (third...) bank account, made through the Writer. */
async function newLedgerAccount(
  args: Parameters<Hook>[0],
  fundId: number,
  purpose: AccountPurpose,
  name: string,
): Promise<number> {
  const { db, user, writer } = args;
  const fund = await db
    .selectFrom('funds')
    .select(['code', 'name'])
    .where('branch_id', '=', user.branchId)
    .where('id', '=', fundId)
    .executeTakeFirstOrThrow();
  const codes = new Set(
    (
      await db
        .selectFrom('accounts')
        .select('code')
        .where('branch_id', '=', user.branchId)
        .where('code', 'like', `${String(fund.code)}-11%`)
        .execute()
    ).map((r) => String(r.code)),
  );
  const base = CODE_BASE[purpose] ?? 1100;
  const free = Array.from({ length: 9 }, (_, i) => `${String(fund.code)}-${base + i + 1}`).find((c) => !codes.has(c));
  if (!free)
    throw refusal(409, say('shule.finance.banking.no_free_code', { fund: String(fund.name), purpose }), {
      account_id: say('shule.finance.banking.no_free_code', { fund: String(fund.name), purpose }),
    });
  const accounts = getResource('accounts');
  if (!accounts) throw new Error('The chart of accounts is not declared');
  const created = await writer.create(
    db,
    user,
    accounts,
    {
      code: free,
      name: `${purpose === 'bank' ? 'Bank' : 'M-Pesa clearing'}: ${name}`.slice(0, 120),
      type: 'asset',
      fund_id: fundId,
      purpose,
      closed: false,
    },
    { system: true },
  );
  return Number(created.id);
}

const refuseField = (status: 400 | 409, field: string, message: ReturnType<typeof say>) =>
  refusal(status, message, { [field]: message });

/**
 * beforeSave of a bank account: an M-Pesa account names its paybill; a new one is linked to its
 * fund's bank (or M-Pesa clearing) account not yet taken by another, or to a new ledger account
 * coded after it, made in the same write; the link never changes afterwards (its cash book would).
 */
export const linkLedgerAccount: Hook = async (args) => {
  const { db, user, action, data, before } = args;
  if (action !== 'create' && action !== 'update') return;
  const value = (name: string) => (Object.hasOwn(data, name) ? data[name] : before?.[name]);
  if (value('kind') === 'mpesa' && !text(value('paybill')))
    throw refuseField(400, 'paybill', say('shule.finance.banking.no_paybill'));
  if (action === 'update') {
    for (const field of ['fund_id', 'kind', 'account_id'])
      if (Object.hasOwn(data, field) && String(data[field]) !== String(before?.[field]))
        throw refuseField(409, field, say('shule.finance.banking.fixed_account'));
    return;
  }
  const fundId = Number(data.fund_id);
  const purpose = purposeOf(data.kind);
  const taken = new Set(
    (await db.selectFrom('bank_accounts').select('account_id').where('branch_id', '=', user.branchId).execute()).map(
      (r) => Number(r.account_id),
    ),
  );
  if (data.account_id !== null && data.account_id !== undefined) {
    const chosen = await db
      .selectFrom('accounts')
      .select(['id', 'code', 'purpose', 'fund_id'])
      .where('branch_id', '=', user.branchId)
      .where('id', '=', Number(data.account_id))
      .executeTakeFirst();
    if (!chosen || chosen.purpose !== purpose || Number(chosen.fund_id) !== fundId)
      throw refuseField(
        400,
        'account_id',
        say('shule.finance.banking.wrong_ledger_account', { code: String(chosen?.code ?? data.account_id), purpose }),
      );
    if (taken.has(Number(chosen.id))) {
      const holder = await db
        .selectFrom('bank_accounts')
        .select('name')
        .where('branch_id', '=', user.branchId)
        .where('account_id', '=', Number(chosen.id))
        .executeTakeFirst();
      throw refuseField(
        409,
        'account_id',
        say('shule.finance.banking.account_taken', { code: String(chosen.code), name: String(holder?.name ?? '') }),
      );
    }
    return;
  }
  const own = await db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('fund_id', '=', fundId)
    .where('purpose', '=', purpose)
    .where('closed', '=', false)
    .orderBy('code')
    .execute();
  const free = own.map((r) => Number(r.id)).find((id) => !taken.has(id));
  data.account_id = free ?? (await newLedgerAccount(args, fundId, purpose, String(data.name ?? '')));
};

/** Every bank account's cash-book balance today, by id. */
export async function bankBalances(db: Db, branchId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('bank_accounts as b')
    .leftJoin('journal_entries_lines as l', (join) =>
      join.onRef('l.account_id', '=', 'b.account_id').onRef('l.branch_id', '=', 'b.branch_id'),
    )
    .select(['b.id'])
    .select((eb) => [eb.fn.sum<number>('l.debit').as('d'), eb.fn.sum<number>('l.credit').as('c')])
    .where('b.branch_id', '=', branchId)
    .groupBy('b.id')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), Number(r.d ?? 0) - Number(r.c ?? 0)]));
}
