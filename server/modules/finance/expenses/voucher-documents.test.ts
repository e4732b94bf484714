import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchIdOf, type ErrorBody, json } from '../../../../tests/helpers/api';
import {
  accountId,
  caller,
  createdId,
  fundId,
  PDF_BYTES,
  uploadFile,
  voteHead,
} from '../../../../tests/helpers/expenses-test-kit';
import { createTestApp, ENGINE, type TestApp } from '../../../../tests/helpers/harness';
import { EXE, PNG } from '../../../../tests/helpers/uploads';
import { pdfText } from '../../../documents/pdf-text';

let t: TestApp;
let branchId: number;
const tokens: Record<string, string> = {};
let voucher: Record<string, unknown>;
let supplier: number;
let fileId: number;

const FILES = '/api/finance/voucher-files';
const as = (who: string) => caller(t, 'payment_vouchers', tokens[who]);
const printed = async (id: unknown) => {
  const response = await t.call('GET', `/api/finance/vouchers/${String(id)}/voucher.pdf`, { token: tokens.viewer });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(Buffer.from(await response.arrayBuffer()));
};

beforeAll(async () => {
  t = await createTestApp({ students: 4 });
  branchId = await branchIdOf(t, 'DHS');
  for (const who of ['accountant', 'principal', 'bursar', 'viewer', 'registrar', 'admin'])
    tokens[who] = (await t.signIn(who)).accessToken;
  supplier = await createdId(
    await t.call('POST', '/api/suppliers', {
      token: tokens.accountant,
      body: {
        name: 'Rift Valley Stationers',
        kra_pin: 'P051987654Q',
        category: 'books_stationery',
        address: 'P.O. Box 1123-20100, Kenyatta Avenue, Nakuru',
        bank_name: 'KCB',
        bank_branch: 'Nakuru',
        bank_account_no: '1107 654 321',
      },
    }),
  );
  const upload = await uploadFile(t, FILES, tokens.accountant, PDF_BYTES, 'Invoice 5521.pdf');
  expect(upload.status).toBe(201);
  fileId = Number((await json(upload)).id);
  const head = await voteHead(t, branchId, 'ADM');
  voucher = await json(
    await as('accountant').create({
      prepared_on: '2026-10-20',
      supplier_id: supplier,
      fund_id: await fundId(t, branchId, 'OPS'),
      pay_from_account_id: await accountId(t, branchId, 'OPS-1100'),
      particulars: 'Exam papers and printer toner, invoice 5521',
      lines: [
        { vote_head_id: head.id, description: 'Duplicating paper, 40 reams', amount: 2_240_000 },
        { vote_head_id: head.id, description: 'Toner cartridges', amount: 2_466_839 },
      ],
      attachments: [{ upload_id: String(fileId), caption: 'Supplier’s invoice 5521' }],
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe(`voucher documents on ${ENGINE}`, () => {
  it('takes supporting documents from expense writers, serves them to its readers only', async () => {
    expect((await uploadFile(t, FILES, tokens.viewer, PDF_BYTES, 'x.pdf')).status).toBe(403);
    expect((await uploadFile(t, FILES, tokens.accountant, EXE, 'invoice.pdf')).status).toBe(415);
    expect(voucher.attachments).toEqual([expect.objectContaining({ upload_id: String(fileId) })]);
    const listed = await json<{ name: string }[]>(
      await t.call('GET', `${FILES}?ids=${fileId}`, { token: tokens.viewer }),
    );
    expect(listed.map((f) => f.name)).toEqual(['Invoice 5521.pdf']);
    expect((await t.call('GET', `${FILES}/${fileId}`, { token: tokens.viewer })).status).toBe(200);
    expect((await t.call('GET', `${FILES}/${fileId}`, { token: tokens.registrar })).status).toBe(403);
    // Not through the generic uploads route, which would hand it to any signed-in user.
    expect((await t.call('GET', `/api/uploads/${fileId}`, { token: tokens.registrar })).status).toBe(404);
  });

  it('refuses a document line naming any other upload', async () => {
    const newsletterFile = await uploadFile(t, '/api/messaging/newsletter-files', tokens.admin, PNG, 'badge.png');
    expect(newsletterFile.status).toBe(201);
    const other = Number((await json(newsletterFile)).id);
    const refused = await as('accountant').update(Number(voucher.id), {
      attachments: [{ upload_id: String(fileId) }, { upload_id: String(other) }],
    });
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).errors).toEqual({
      'attachments.1.upload_id': 'Document 2 is not a file uploaded for a payment voucher',
    });
  });

  it('prints the voucher on the letterhead: payee, lines, amount in words, signatures; DRAFT until approved', async () => {
    const draft = await printed(voucher.id);
    expect(draft).toContain('PAYMENT VOUCHER');
    expect(draft).toContain(`No. ${String(voucher.voucher_no)}`);
    expect(draft).toContain('DRAFT');
    expect(draft).toContain('Not yet paid');
    expect((await as('principal').act(Number(voucher.id), 'approve')).status).toBe(200);
    const paid = await as('bursar').act(Number(voucher.id), 'pay', {
      paid_on: '2026-10-22',
      payment_mode: 'cheque',
      payment_reference: '000873',
    });
    expect(paid.status).toBe(200);
    const text = await printed(voucher.id);
    for (const expected of [
      'Rift Valley Stationers',
      'P051987654Q',
      'KCB, Nakuru, A/c 1107 654 321',
      'Exam papers and printer toner, invoice 5521',
      'Administration',
      'OPS-5140',
      'Duplicating paper, 40 reams',
      'KES 47,068.39',
      'Kenya Shillings Forty-Seven Thousand and Sixty-Eight, Cents Thirty-Nine Only',
      'Cheque no.',
      '000873',
      '22/10/2026',
      'Supplier’s invoice 5521',
      'Prepared by',
      'Daniel Ochieng',
      'Examined and approved by',
      'Esther Mutiso',
      'Authorised by (Principal / AIE holder)',
      'Received by (payee)',
      'ID number',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DRAFT');
  });

  it('keeps the supplier’s account: approved not paid, paid to date; a KRA PIN is a letter, nine digits, a letter', async () => {
    const stored = await json(await t.call('GET', `/api/suppliers/${supplier}`, { token: tokens.viewer }));
    expect(stored).toMatchObject({ owed: 0, paid_to_date: 4_706_839 });
    const bad = await t.call('POST', '/api/suppliers', {
      token: tokens.accountant,
      body: { name: 'Bad PIN Traders', kra_pin: 'P05123456X', category: 'other' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(bad)).errors ?? {})).toEqual(['kra_pin']);
    const twice = await t.call('POST', '/api/suppliers', {
      token: tokens.accountant,
      body: { name: 'Another Stationer', kra_pin: 'p051987654q', category: 'other' },
    });
    expect(twice.status).toBeGreaterThanOrEqual(400);
    expect((await t.call('DELETE', `/api/suppliers/${supplier}`, { token: tokens.accountant })).status).toBe(409);
  });
});
