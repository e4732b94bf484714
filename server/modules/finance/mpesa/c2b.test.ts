import { describe, expect, it } from 'vitest';
import { normaliseAccount } from './accounts';
import { readAmount, readDate, readStatement } from './bank-csv';
import { amountToCents, nairobiTime, readC2b } from './c2b';
import { darajaTimestamp, stkPassword } from './daraja';
import { c2bPayload } from './local-daraja-server';
import { stkFailure } from './stk-callback';
import { accountReference } from './stk-push';

describe('reading what M-Pesa sends', () => {
  it('turns TransAmount into exact integer cents', () => {
    expect(amountToCents('1500.00')).toBe(150_000);
    expect(amountToCents('1500')).toBe(150_000);
    expect(amountToCents('0.1')).toBe(10);
    expect(amountToCents('1234567.89')).toBe(123_456_789);
    expect(amountToCents(1500.5)).toBe(150_050);
    expect(amountToCents('1,500.00')).toBe(150_000);
    expect(amountToCents('19.99')).toBe(1999); // 19.99 * 100 is 1998.9999999999998 in floats
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', null, undefined, {}])
      expect(amountToCents(bad)).toBeUndefined();
  });

  it('reads TransTime as Nairobi time (UTC+3) and refuses a time that does not exist', () => {
    expect(nairobiTime('20260214093015')).toEqual({ iso: '2026-02-14T06:30:15.000Z', date: '2026-02-14' });
    expect(nairobiTime('20260101010000')).toEqual({ iso: '2025-12-31T22:00:00.000Z', date: '2026-01-01' });
    for (const bad of ['20260231093015', '20261314000000', '2026021409301', 'x', '20260214250000'])
      expect(nairobiTime(bad)).toBeUndefined();
    expect(darajaTimestamp(new Date('2025-12-31T22:00:00Z'))).toBe('20260101010000');
  });

  it('normalises the account a parent types: case, spaces, slashes, dashes, a leading ADM', () => {
    const key = normaliseAccount('DHS/2024/0123');
    for (const typed of ['dhs 2024 0123', ' DHS-2024-0123 ', 'dhs/2024/0123', 'ADM DHS/2024/0123', 'admDHS20240123'])
      expect(normaliseAccount(typed)).toBe(key);
    expect(normaliseAccount('ADM/2026/00012')).toBe('202600012');
    expect(normaliseAccount('adm 2026-00012')).toBe('202600012');
    expect(normaliseAccount('ADM')).toBe('ADM');
  });

  it('reads a confirmation exactly as Daraja posts it, and refuses what is not one', () => {
    const payload = c2bPayload({ transId: 'RKTQDM7W6S', amount: '2500.50', account: 'dhs 2026 1', firstName: 'MARY' });
    expect(readC2b(payload)).toMatchObject({
      trans_id: 'RKTQDM7W6S',
      amount: 250_050,
      bill_ref: 'dhs 2026 1',
      payer_name: 'MARY WANJIKU',
      msisdn: '2547 ***** 126',
      kind: 'c2b',
    });
    expect(readC2b({ ...payload, TransAmount: '-1' })).toBeUndefined();
    expect(readC2b({ ...payload, TransTime: '2026' })).toBeUndefined();
    expect(readC2b({ ...payload, TransID: '' })).toBeUndefined();
    expect(readC2b([payload])).toBeUndefined();
  });

  it('builds the STK password and a prompt account of at most 12 characters', () => {
    expect(stkPassword('174379', 'pk', '20260214093015')).toBe(
      Buffer.from('174379pk20260214093015').toString('base64'),
    );
    expect(accountReference('DHS/2026/00001')).toBe('DHS202600001');
    expect(accountReference('1234')).toBe('1234');
    expect(accountReference('SCHOOL/2026/000001').length).toBeLessThanOrEqual(12);
    expect(stkFailure(1032, '')).toEqual({ status: 'cancelled', reason: 'The parent cancelled the prompt' });
    expect(stkFailure(1, '').status).toBe('failed');
    expect(stkFailure(9999, 'Odd').reason).toBe('M-Pesa answered: Odd');
  });
});

describe('reading a bank statement', () => {
  it('reads Kenyan date and amount forms', () => {
    expect(readDate('14/02/2026')).toBe('2026-02-14');
    expect(readDate('14-Feb-2026')).toBe('2026-02-14');
    expect(readDate('2026-02-14')).toBe('2026-02-14');
    expect(readDate('14.02.26')).toBe('2026-02-14');
    expect(readDate('31/02/2026')).toBeUndefined();
    expect(readAmount('KES 1,500.00')).toBe(150_000);
    expect(readAmount('12 500')).toBe(1_250_000);
    expect(readAmount('')).toBe(0);
    expect(readAmount('(200.00)')).toBe(-20_000);
    expect(readAmount('abc')).toBeUndefined();
  });

  it('finds the header below the account details, takes credits only and skips summary rows', () => {
    const csv = [
      'Account Name,DEMO HIGH SCHOOL',
      'Account Number,0123456789',
      '',
      'Transaction Date,Value Date,Narrative,Bank Reference Number,Money Out,Money In,Ledger Balance',
      '03/02/2026,03/02/2026,"CASH DEP BY JANE, ADM 0123",FT26034ABC,,"15,000.00","115,000.00"',
      '04/02/2026,04/02/2026,CHEQUE PAYMENT,CHQ991,"5,000.00",,"110,000.00"',
      ',,Closing balance,,,,"110,000.00"',
    ].join('\r\n');
    const read = readStatement(csv);
    expect(read).toEqual({
      ok: true,
      skipped: 2,
      lines: [
        {
          line: 5,
          value_date: '2026-02-03',
          reference: 'FT26034ABC',
          amount: 1_500_000,
          description: 'CASH DEP BY JANE, ADM 0123',
        },
      ],
    });
  });

  it('says which columns it found when it cannot read the file, and which lines are wrong', () => {
    expect(readStatement('name,value\nx,1')).toEqual({ ok: false, columns: ['name', 'value'] });
    expect(readStatement('date;reference;amount\n2026-02-30;A1;100\n2026-02-03;A2;ten')).toEqual({
      ok: false,
      problems: [
        { line: 2, kind: 'date', value: '2026-02-30' },
        { line: 3, kind: 'amount', value: 'ten' },
      ],
    });
  });
});
