import type { Db } from '../../../../db/database';
import { refusal, say } from '../../../../errors';
import { housingLevyTable, helbTable, nssfTable, shifTable } from './contributions';
import type { ReturnTable } from './file';
import { p10LayoutFor, p10Table } from './p10';
import { bankAdviceTable, mpesaTable } from './payments';
import { type ReturnRow, returnRows } from './rows';

/**
 * The files of a payroll by the name its route takes: the statutory returns and the payment
 * files. `options` narrows the bank advice to one bank, or picks the P10's layout.
 */
export const RETURN_FILES = [
  'p10',
  'p10-classic',
  'nssf',
  'shif',
  'housing-levy',
  'helb',
  'bank-advice',
  'mpesa',
] as const;
export type ReturnFileName = (typeof RETURN_FILES)[number];

export interface ReturnOptions {
  readonly bankId?: number;
  readonly pensionCap?: number | null;
  /** The employer's KRA PIN, for the P10's sheet A. */
  readonly employerPin?: string;
}

export function returnTable(
  name: ReturnFileName,
  period: string,
  rows: readonly ReturnRow[],
  options: ReturnOptions = {},
): ReturnTable {
  switch (name) {
    case 'p10':
      return p10Table(rows, p10LayoutFor(period), { ...options, period });
    case 'p10-classic':
      return p10Table(rows, 'classic', { ...options, period });
    case 'nssf':
      return nssfTable(rows);
    case 'shif':
      return shifTable(rows);
    case 'housing-levy':
      return housingLevyTable(rows);
    case 'helb':
      return helbTable(rows);
    case 'bank-advice':
      return bankAdviceTable(rows, options.bankId);
    case 'mpesa':
      return mpesaTable(rows);
  }
}

export const isReturnFile = (name: string): name is ReturnFileName =>
  (RETURN_FILES as readonly string[]).includes(name);

/** A payroll's file, read from its payslips; refused (409) before the run is approved. */
export async function payrollFile(
  db: Db,
  branchId: number,
  payrollId: number,
  name: string,
  options: ReturnOptions = {},
): Promise<{ table: ReturnTable; period: string }> {
  if (!isReturnFile(name)) throw refusal(404, say('shule.hr.payroll.unknown_file', { name }));
  const payroll = await db
    .selectFrom('payrolls')
    .select(['period', 'status'])
    .where('branch_id', '=', branchId)
    .where('id', '=', payrollId)
    .executeTakeFirst();
  if (!payroll) throw refusal(404, say('shule.hr.payroll.no_payroll', { id: payrollId }));
  if (payroll.status !== 'approved' && payroll.status !== 'paid')
    throw refusal(409, say('shule.hr.payroll.files_after_approval'));
  const period = String(payroll.period);
  return { table: returnTable(name, period, await returnRows(db, branchId, payrollId), options), period };
}
