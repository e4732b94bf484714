import { bankStatements } from '../../../../src/schema/finance-banking';
import type { Coded } from '../../../../src/schema';
import type { SessionUser } from '../../../context';
import type { Db, Row } from '../../../db/database';
import type { Hook } from '../../../engine/hooks';
import type { Writer } from '../../../engine/writer';
import { refusal, say } from '../../../errors';
import { formatCents } from '../ledger/cents';
import { dateOf } from './cash-items';
import { loadReconciliation, refreshReconciliation } from './reconciliations';
import { readBankStatement, type ReadProblem } from './statement-csv';

const cents = (v: unknown) => Number(v ?? 0);

/** Sent values that differ from the stored ones (a form sends the whole record back). */
function changes(data: Row, before: Row): string[] {
  const plain = (rows: unknown) =>
    JSON.stringify(
      ((rows as Row[] | undefined) ?? []).map((l) => [
        dateOf(l.line_date),
        l.description ?? '',
        l.reference ?? '',
        cents(l.money_in),
        cents(l.money_out),
        l.balance ?? null,
      ]),
    );
  return Object.keys(data).filter((k) =>
    k === 'lines'
      ? plain(data.lines) !== plain(before.lines)
      : k.endsWith('_balance')
        ? cents(data[k]) !== cents(before[k])
        : String(data[k] ?? '') !== String(k.startsWith('period_') ? dateOf(before[k]) : (before[k] ?? '')),
  );
}

/** 409 when a statement of the same account already covers any day of the period. */
export async function refuseOverlap(
  db: Db,
  branchId: number,
  accountId: number,
  from: string,
  to: string,
  exceptId?: number,
): Promise<void> {
  const overlapping = await db
    .selectFrom('bank_statements')
    .select(['period_from', 'period_to'])
    .where('branch_id', '=', branchId)
    .where('bank_account_id', '=', accountId)
    .where('period_from', '<=', to)
    .where('period_to', '>=', from)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (!overlapping) return;
  const message = say('shule.finance.banking.overlap', {
    from: dateOf(overlapping.period_from),
    to: dateOf(overlapping.period_to),
  });
  throw refusal(409, message, { period_from: message });
}

/**
 * validate of a statement: each line is money in or money out and dated in the period, and the
 * opening balance and the lines make the closing balance. A statement whose lines are matched, or
 * which a finalised reconciliation used, no longer changes; nor may a change make it cover days
 * another statement of the account covers (the import checks that before it creates one).
 */
export const checkStatement: Hook = async ({ db, user, action, data, before, system }) => {
  if (action !== 'create' && action !== 'update') return;
  if (before && changes(data, before).length === 0) return;
  if (before) await refuseIfUsed(db, user.branchId, Number(before.id));
  const value = (name: string) => (Object.hasOwn(data, name) ? data[name] : before?.[name]);
  const from = dateOf(value('period_from'));
  const to = dateOf(value('period_to'));
  const lines = (Array.isArray(data.lines) ? data.lines : ((before?.lines as Row[] | undefined) ?? [])) as Row[];
  const fields: Record<string, Coded> = {};
  lines.forEach((line, i) => {
    const inOut = [cents(line.money_in), cents(line.money_out)];
    if (inOut.filter((n) => n > 0).length !== 1)
      fields[`lines.${i}.money_in`] = say('shule.finance.banking.line_no_amount');
    const day = dateOf(line.line_date);
    if (day < from || day > to) fields[`lines.${i}.line_date`] = say('shule.finance.banking.line_outside');
  });
  const expected =
    cents(value('opening_balance')) + lines.reduce((s, l) => s + cents(l.money_in) - cents(l.money_out), 0);
  const stated = cents(value('closing_balance'));
  if (expected !== stated)
    fields.closing_balance = say('shule.finance.banking.closing_mismatch', {
      expected: formatCents(expected),
      stated: formatCents(stated),
    });
  if (Object.keys(fields).length > 0) throw refusal(400, say('shule.errors.fields'), fields);
  if (before && !system)
    await refuseOverlap(db, user.branchId, Number(value('bank_account_id')), from, to, Number(before.id));
};

async function refuseIfUsed(db: Db, branchId: number, statementId: number): Promise<void> {
  const matched = await db
    .selectFrom('bank_matches')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('statement_id', '=', statementId)
    .executeTakeFirst();
  if (matched) throw refusal(409, say('shule.finance.banking.statement_matched'));
  const finalised = await db
    .selectFrom('bank_reconciliations')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('statement_id', '=', statementId)
    .where('status', '=', 'finalised')
    .executeTakeFirst();
  if (finalised) throw refusal(409, say('shule.finance.banking.statement_finalised'));
}

/** beforeDelete: matched lines go with their matches, so a matched statement stays. */
export const keepUsedStatement: Hook = async ({ db, user, before }) => {
  if (before) await refuseIfUsed(db, user.branchId, Number(before.id));
};

/** afterSave: a draft reconciliation of the statement follows its period, closing balance and lines. */
export const followStatement: Hook = async ({ db, user, action, record }) => {
  if (action !== 'update' || !record) return;
  const drafts = await db
    .selectFrom('bank_reconciliations')
    .select('id')
    .where('branch_id', '=', user.branchId)
    .where('statement_id', '=', Number(record.id))
    .where('status', '=', 'draft')
    .execute();
  for (const draft of drafts) {
    await db
      .updateTable('bank_reconciliations')
      .set({ as_at: dateOf(record.period_to), statement_balance: cents(record.closing_balance) })
      .where('id', '=', Number(draft.id))
      .execute();
    await refreshReconciliation(db, user, await loadReconciliation(db, user.branchId, Number(draft.id)));
  }
};

export interface ImportInput {
  readonly bank_account_id: number;
  readonly csv: string;
  readonly file_name?: string;
  readonly opening_balance?: number;
  readonly closing_balance?: number;
  readonly period_from?: string;
  readonly period_to?: string;
}

function problemText(p: ReadProblem): Coded {
  switch (p.kind) {
    case 'date':
    case 'amount':
      return say(`shule.finance.banking.csv_${p.kind}`, { line: p.line, value: p.value });
    case 'both_sides':
      return say('shule.finance.banking.csv_both_sides', { line: p.line });
    case 'balance':
      return say('shule.finance.banking.csv_balance', {
        line: p.line,
        stated: formatCents(p.stated),
        expected: formatCents(p.expected),
      });
  }
}

/**
 * Imports a statement CSV as one statement record through the Writer (so it meets the same checks
 * as a typed one, and the audit): nothing is stored when a line cannot be read, and the message
 * names the line. The period and balances are the bank's, from the file unless given.
 */
export async function importStatement(db: Db, user: SessionUser, writer: Writer, input: ImportInput): Promise<Row> {
  const read = readBankStatement(input.csv);
  if (!read.ok && 'columns' in read)
    throw refusal(400, say('shule.finance.banking.csv_columns', { found: read.columns.join(', ') || '—' }));
  if (!read.ok) {
    // The first bad line is the answer; the others (up to 20) come with it for a screen to list.
    throw refusal(400, problemText(read.problems[0]), {}, { problems: read.problems.slice(0, 20).map(problemText) });
  }
  if (read.lines.length === 0) throw refusal(400, say('shule.finance.banking.csv_empty'));
  const opening = input.opening_balance ?? read.opening;
  const closing = input.closing_balance ?? read.closing;
  if (opening === null || closing === null) {
    const message = say('shule.finance.banking.csv_no_balances');
    throw refusal(400, message, { opening_balance: message, closing_balance: message });
  }
  const dates = read.lines.map((l) => l.line_date).sort();
  const from = input.period_from ?? dates[0];
  const to = input.period_to ?? dates[dates.length - 1];
  await refuseOverlap(db, user.branchId, input.bank_account_id, from, to);
  return writer.create(
    db,
    user,
    bankStatements,
    {
      bank_account_id: input.bank_account_id,
      period_from: from,
      period_to: to,
      opening_balance: opening,
      closing_balance: closing,
      imported_from: (input.file_name ?? 'CSV').slice(0, 200),
      lines: read.lines.map((l) => ({
        line_date: l.line_date,
        description: l.description,
        reference: l.reference,
        money_in: l.money_in,
        money_out: l.money_out,
        balance: l.balance,
      })),
    },
    { system: true },
  );
}
