import type { ReturnColumn, ReturnTable } from './file';
import type { ReturnRow } from './rows';

/**
 * How the net pay reaches the staff: the bank advice (what the school's bank is instructed to
 * credit to each account, by bank and branch code, one bank at a time when asked) and the M-Pesa
 * bulk payment (B2C) file for the M-Pesa business portal.
 */
const text = (header: string): ReturnColumn => ({ header, kind: 'text' });

/** Staff paid by bank, by bank, branch and name; `bankId` keeps one bank's. */
export function bankAdviceTable(rows: readonly ReturnRow[], bankId?: number): ReturnTable {
  const paid = rows
    .filter((r) => r.payment_method === 'bank' && r.net_pay > 0)
    .filter((r) => bankId === undefined || r.bank_id === bankId)
    .sort(
      (a, b) =>
        a.bank_name.localeCompare(b.bank_name) ||
        a.branch_code.localeCompare(b.branch_code) ||
        a.employee_name.localeCompare(b.employee_name),
    );
  return {
    sheet: 'Bank advice',
    columns: [
      text('Bank'),
      text('Bank Code'),
      text('Branch'),
      text('Branch Code'),
      text('Account Number'),
      text('Account Name'),
      text('Staff Number'),
      { header: 'Amount', kind: 'amount' },
    ],
    rows: paid.map((r) => [
      r.bank_name,
      r.bank_code,
      r.branch_name,
      r.branch_code,
      r.account_no,
      r.employee_name,
      r.staff_no,
      r.net_pay,
    ]),
  };
}

/** 2547XXXXXXXX: the twelve digits M-Pesa's bulk payments take. */
export const mpesaNumber = (e164: string) => e164.replace(/^\+/, '');

/**
 * Staff paid by M-Pesa. M-Pesa pays whole shillings, so each amount is the net pay's shillings; the
 * cents (under a shilling each) stay owed and are shown on the run's page.
 */
export function mpesaTable(rows: readonly ReturnRow[]): ReturnTable {
  return {
    sheet: 'Bulk payment',
    columns: [text('Phone Number'), { header: 'Amount', kind: 'shillings' }, text('Name')],
    rows: rows
      .filter((r) => r.payment_method === 'mpesa' && r.net_pay >= 100 && r.mpesa_phone)
      .map((r) => [mpesaNumber(r.mpesa_phone), r.net_pay, r.employee_name]),
  };
}
