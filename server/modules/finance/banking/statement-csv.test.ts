import { describe, expect, it } from 'vitest';
import { readBankStatement } from './statement-csv';

const KCB = [
  'KCB BANK KENYA LIMITED',
  'Account name:,DEMO HIGH SCHOOL TUITION A/C',
  'Account number:,1234567890',
  '',
  'Transaction Date,Description,Reference,Debit,Credit,Balance',
  '01/10/2026,BALANCE B/F,,,,"100,000.00"',
  '01/10/2026,CASH DEPOSIT RCT-000223,FT2610011,,"9,000.00","109,000.00"',
  '04/10/2026,CHQ 004513 RIFT VALLEY WATER,004513,"7,300.00",,"101,700.00"',
  '31/10/2026,LEDGER FEE,,350.00,,"101,350.00"',
  ',Closing balance,,,,"101,350.00"',
].join('\r\n');

describe('reading a bank statement CSV', () => {
  it('reads a KCB export: account details above the header, both sides, the balance brought forward', () => {
    const read = readBankStatement(KCB);
    expect(read).toEqual({
      ok: true,
      opening: 10_000_000,
      closing: 10_135_000,
      lines: [
        {
          line: 7,
          line_date: '2026-10-01',
          description: 'CASH DEPOSIT RCT-000223',
          reference: 'FT2610011',
          money_in: 900_000,
          money_out: 0,
          balance: 10_900_000,
        },
        {
          line: 8,
          line_date: '2026-10-04',
          description: 'CHQ 004513 RIFT VALLEY WATER',
          reference: '004513',
          money_in: 0,
          money_out: 730_000,
          balance: 10_170_000,
        },
        {
          line: 9,
          line_date: '2026-10-31',
          description: 'LEDGER FEE',
          reference: '',
          money_in: 0,
          money_out: 35_000,
          balance: 10_135_000,
        },
      ],
    });
  });

  it('reads an Equity export newest first, with signed debits and a running balance, oldest first', () => {
    const csv = [
      'Transaction Date;Value Date;Narrative;Money Out;Money In;Running Balance',
      '15-Oct-2026;15-Oct-2026;INTEREST CREDIT;;120.50;5,120.50',
      '03-Oct-2026;03-Oct-2026;CHQ 000452;-1,000.00;;5,000.00',
    ].join('\n');
    const read = readBankStatement(csv);
    if (!read.ok) throw new Error('not read');
    expect(read.lines.map((l) => [l.line_date, l.money_in, l.money_out])).toEqual([
      ['2026-10-03', 0, 100_000],
      ['2026-10-15', 12_050, 0],
    ]);
    expect([read.opening, read.closing]).toEqual([600_000, 512_050]);
  });

  it('reads a signed amount column and a statement without balances', () => {
    const read = readBankStatement('Date,Details,Amount\n2026-10-02,Deposit,2500\n2026-10-03,Charges,-35.5\n');
    if (!read.ok) throw new Error('not read');
    expect(read.lines.map((l) => [l.money_in, l.money_out])).toEqual([
      [250_000, 0],
      [0, 3_550],
    ]);
    expect([read.opening, read.closing]).toEqual([null, null]);
  });

  it('names each line it cannot read', () => {
    const bad = KCB.replace('"7,300.00"', '"7,3O0.00"').replace('31/10/2026', '31/13/2026');
    expect(readBankStatement(bad)).toEqual({
      ok: false,
      problems: [
        { line: 8, kind: 'amount', value: '7,3O0.00' },
        { line: 9, kind: 'date', value: '31/13/2026' },
      ],
    });
  });

  it('refuses a line with both sides, and a balance that does not follow from the line before', () => {
    const both = KCB.replace(',350.00,,', ',350.00,10.00,');
    expect(readBankStatement(both)).toMatchObject({ ok: false, problems: [{ line: 9, kind: 'both_sides' }] });
    const jump = KCB.replace('"101,350.00"\r\n', '"101,250.00"\r\n');
    expect(readBankStatement(jump)).toEqual({
      ok: false,
      problems: [{ line: 9, kind: 'balance', stated: 10_125_000, expected: 10_135_000 }],
    });
  });

  it('answers the columns it found when it cannot find the ones it needs', () => {
    expect(readBankStatement('When,What,How much\n1/10/2026,x,5\n')).toEqual({
      ok: false,
      columns: ['When', 'What', 'How much'],
    });
  });
});
