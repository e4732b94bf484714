import { expect } from 'vitest';
import type { Row } from '../../server/db/database';
import { trialBalance } from '../../server/modules/finance/ledger/trial-balance';
import { json } from './api';
import type { TestApp } from './harness';

/** Shared fixtures of the expenses suites (tests only): a school's ledger ids and the calls of a voucher's life. */

/** An account's id by its code (OPS-1100) in a branch. */
export async function accountId(t: TestApp, branchId: number, code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function fundId(t: TestApp, branchId: number, code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('funds')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A vote head's id and its expense account by the vote head's code (RMI, EWC, TUI). */
export async function voteHead(t: TestApp, branchId: number, code: string): Promise<{ id: number; account: number }> {
  const row = await t.ctx.database.db
    .selectFrom('vote_heads')
    .select(['id', 'expense_account_id'])
    .where('branch_id', '=', branchId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), account: Number(row.expense_account_id) };
}

/** Each account's net (debit less credit) over a source record's entries, reversals included. */
export async function postedBy(
  t: TestApp,
  branchId: number,
  sourceId: number,
  sources: readonly string[],
): Promise<Map<number, number>> {
  const rows = await t.ctx.database.db
    .selectFrom('journal_entries_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.parent_id')
    .select([
      'l.account_id',
      (eb) => eb.fn.sum<number>('l.debit').as('d'),
      (eb) => eb.fn.sum<number>('l.credit').as('c'),
    ])
    .where('e.branch_id', '=', branchId)
    .where('e.source_id', '=', sourceId)
    .where('e.source', 'in', [...sources])
    .groupBy('l.account_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.account_id), Number(r.d) - Number(r.c)]));
}

/** The books of a branch balance to the cent. */
export async function expectBalanced(t: TestApp, branchId: number): Promise<void> {
  const tb = await trialBalance(t.ctx.database.db, branchId);
  expect(tb.debit).toBe(tb.credit);
}

/** A PDF's first bytes, enough for the upload check to take it as a PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** POST a file to an attachments endpoint, as the form's picker does. */
export function uploadFile(t: TestApp, path: string, token: string, bytes: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  return Promise.resolve(
    t.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }),
  );
}

/** The calls of a resource with a workflow, as one user. */
export function caller(t: TestApp, resource: string, token: string) {
  return {
    create: (body: Row) => t.call('POST', `/api/${resource}`, { token, body }),
    update: (id: number, body: Row) => t.call('PUT', `/api/${resource}/${id}`, { token, body }),
    get: (id: number) => t.call('GET', `/api/${resource}/${id}`, { token }),
    act: (id: number, action: string, body: Row = {}) =>
      t.call('POST', `/api/${resource}/${id}/${action}`, { token, body }),
  };
}

/** A created record's id, or the test fails with the server's answer. */
export async function createdId(response: Response): Promise<number> {
  if (response.status !== 201) throw new Error(`not created: ${response.status} ${await response.text()}`);
  return Number((await json(response)).id);
}
