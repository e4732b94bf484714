import { branchIdOf, countRows, insertUser, json } from './api';
import type { TestApp } from './harness';
import type { Row } from '../../server/db/database';
import { c2bPayload, type C2bOptions } from '../../server/modules/finance/mpesa/local-daraja-server';

/** The mpesa suites' shared steps: settings saved through the API, callbacks posted as Safaricom does. */
export interface MpesaWorld {
  readonly branchId: number;
  readonly otherBranchId: number;
  readonly adminToken: string;
  readonly otherAdminToken: string;
  readonly secret: string;
  readonly otherSecret: string;
  /** Students of the first branch: id and admission number. */
  readonly students: readonly { id: number; admission_no: string }[];
}

export const secretOf = (url: string): string => url.split('/api/mpesa/')[1].split('/')[0];

export async function makeMpesaWorld(t: TestApp): Promise<MpesaWorld> {
  const admin = await t.signIn('admin');
  const branchId = await branchIdOf(t, 'DHS');
  const otherBranchId = await branchIdOf(t, 'DPS');
  await insertUser(t, otherBranchId, 'mpesa-admin2', ['ROLE_All']);
  const admin2 = await t.signIn('mpesa-admin2');
  const urls = await json<{ confirmation: string }>(
    await t.call('GET', '/api/mpesa/urls', { token: admin.accessToken }),
  );
  const urls2 = await json<{ confirmation: string }>(
    await t.call('GET', '/api/mpesa/urls', { token: admin2.accessToken }),
  );
  const students = await t.ctx.database.db
    .selectFrom('students')
    .select(['id', 'admission_no'])
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .execute();
  return {
    branchId,
    otherBranchId,
    adminToken: admin.accessToken,
    otherAdminToken: admin2.accessToken,
    secret: secretOf(urls.confirmation),
    otherSecret: secretOf(urls2.confirmation),
    students: students.map((s) => ({ id: Number(s.id), admission_no: String(s.admission_no) })),
  };
}

/** POST /api/mpesa/{secret}/{what} with a JSON body, no sign-in. */
export const callback = (t: TestApp, secret: string, what: string, body: unknown) =>
  t.app.request(`/api/mpesa/${secret}/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const confirm = (t: TestApp, secret: string, options: C2bOptions) =>
  callback(t, secret, 'confirmation', c2bPayload(options));

export async function settingsOf(t: TestApp, token: string): Promise<Row> {
  return json<Row>(await t.call('GET', '/api/mpesa_settings/current', { token }));
}

export async function saveSettings(t: TestApp, token: string, values: Record<string, unknown>): Promise<Response> {
  const current = await settingsOf(t, token);
  return t.call('PUT', `/api/mpesa_settings/${String(current.id)}`, { token, body: values });
}

/** Rows of the tables a payment writes, in one branch: what "nothing written" is measured by. */
export async function moneyRows(t: TestApp, branchId: number) {
  return {
    transactions: await countRows(t, 'mpesa_transactions', { branch_id: branchId }),
    payments: await countRows(t, 'fee_payments', { branch_id: branchId }),
    entries: await countRows(t, 'journal_entries', { branch_id: branchId }),
    audits: await countRows(t, 'audit_log', { branch_id: branchId }),
  };
}
