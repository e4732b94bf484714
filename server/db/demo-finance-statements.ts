import type { ShuleDatabase } from './database';

/** The demo school's statements: the financial statements: trial balance, receipts and payments, income and expenditure, financial position, budget vs actual, fee collection by vote head. */
export async function seedStatementsDemo(_database: ShuleDatabase, _branchId: number): Promise<void> {}
