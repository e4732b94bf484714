import type { ShuleDatabase } from './database';
import { demoToday } from './demo-finance-payments';
import { insertSystem } from './system-writes';

const KES = 100;

/** Allowances by person ("First Last"): [kind, description, shillings a month, taxable]. */
const ALLOWANCES: readonly [string, string, string, number, boolean][] = [
  ['Paul Ouma', 'house', 'House allowance', 5_000, true],
  ['Paul Ouma', 'commuter', 'Commuter allowance', 3_000, true],
  ['Paul Ouma', 'responsibility', 'Games master', 2_000, true],
  ['Brian Otieno', 'house', 'House allowance', 5_000, true],
  ['Brian Otieno', 'commuter', 'Commuter allowance', 3_000, true],
  ['Winnie Chepkoech', 'house', 'House allowance', 5_000, true],
  ['Winnie Chepkoech', 'commuter', 'Commuter allowance', 3_000, true],
  ['Kevin Mutinda', 'house', 'House allowance', 4_000, true],
  ['Kevin Mutinda', 'responsibility', 'School farm', 1_500, true],
  ['Grace Wanjiru', 'house', 'House allowance', 10_000, true],
  ['Grace Wanjiru', 'commuter', 'Commuter allowance', 4_000, true],
  ['Mercy Njeri', 'house', 'House allowance', 8_000, true],
  ['Mercy Njeri', 'commuter', 'Commuter allowance', 3_000, true],
  ['Daniel Ochieng', 'house', 'House allowance', 5_000, true],
  ['Peter Kamau', 'house', 'House allowance', 4_000, true],
  ['Samuel Mutua', 'house', 'House allowance', 4_000, true],
  ['Sarah Chebet', 'house', 'House allowance', 6_000, true],
  ['Sarah Chebet', 'responsibility', 'Sick bay on call', 2_000, true],
  ['Isaac Njoroge', 'house', 'House allowance', 4_000, true],
  ['Josephine Akoth', 'house', 'House allowance', 4_000, true],
  ['Lilian Anyango', 'responsibility', 'Stores', 1_500, true],
  ['Jane Akinyi', 'responsibility', 'Head of kitchen', 2_000, true],
  ['Rose Chelangat', 'responsibility', 'Girls’ boarding', 2_500, true],
  ['Tom Barasa', 'commuter', 'Commuter allowance', 1_500, true],
  ['Philip Kipchumba', 'commuter', 'Commuter allowance', 1_500, true],
];

/** Deductions by person: [kind, description, shillings a month, principal, balance]. */
const DEDUCTIONS: readonly [string, string, string, number, number?, number?][] = [
  ['Paul Ouma', 'sacco', 'Nakuru Teachers SACCO', 4_000],
  ['Brian Otieno', 'sacco', 'Nakuru Teachers SACCO', 3_000],
  ['Winnie Chepkoech', 'sacco', 'Nakuru Teachers SACCO', 3_000],
  ['Grace Wanjiru', 'sacco', 'Shule Staff SACCO', 5_000],
  ['Grace Wanjiru', 'loan', 'Staff car loan', 12_500, 150_000, 100_000],
  ['Mercy Njeri', 'sacco', 'Shule Staff SACCO', 4_000],
  ['Daniel Ochieng', 'sacco', 'Shule Staff SACCO', 2_000],
  ['Sarah Chebet', 'sacco', 'Shule Staff SACCO', 2_500],
  ['Jane Akinyi', 'sacco', 'Shule Staff SACCO', 1_000],
  ['Joseph Kiprono', 'advance', 'Salary advance', 3_000, 6_000, 3_000],
  ['Isaac Njoroge', 'loan', 'School fees loan', 2_500, 20_000, 12_500],
];

/** Staff welfare: everyone on the payroll gives this much a month. */
const WELFARE = 300;

/**
 * What those on the school payroll earn and owe beyond their basic pay: recurring house, commuter
 * and responsibility allowances, a night guard's hardship as a share of basic, overtime paid once,
 * SACCO savings, welfare, and loans and an advance whose balances fall as payrolls are paid.
 */
export async function seedRegisterPayDemo(database: ShuleDatabase, branchId: number): Promise<void> {
  const today = demoToday();
  const rows = await database.db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'on_payroll'])
    .where('branch_id', '=', branchId)
    .execute();
  const idOf = new Map(rows.map((r) => [`${String(r.first_name)} ${String(r.last_name)}`, Number(r.id)]));
  const id = (name: string) => {
    const found = idOf.get(name);
    if (found === undefined) throw new Error(`The HR demo has no employee ${name}`);
    return found;
  };
  const month = today.slice(0, 7);
  const last = new Date(Date.parse(`${month}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 7);
  await insertSystem(database, 'allowances', branchId, [
    ...ALLOWANCES.map(([name, kind, description, amount, taxable]) => ({
      employee_id: id(name),
      kind,
      description,
      basis: 'fixed',
      amount: amount * KES,
      taxable,
      recurring: true,
    })),
    {
      employee_id: id('Ali Juma'),
      kind: 'hardship',
      description: 'Night duty',
      basis: 'percent_of_basic',
      percent: 10,
      taxable: true,
      recurring: true,
    },
    {
      employee_id: id('Daniel Kimani'),
      kind: 'overtime',
      description: 'Half-term trip, Saturday',
      basis: 'fixed',
      amount: 4_800 * KES,
      taxable: true,
      recurring: false,
      month,
    },
    {
      employee_id: id('Francis Mwangi'),
      kind: 'overtime',
      description: 'Games day transport',
      basis: 'fixed',
      amount: 3_200 * KES,
      taxable: true,
      recurring: false,
      month: last,
    },
    {
      employee_id: id('Gladys Wanjala'),
      kind: 'other',
      description: 'Lunch (non-cash, under 5,000)',
      basis: 'fixed',
      amount: 1_500 * KES,
      taxable: false,
      recurring: true,
    },
  ]);
  await insertSystem(database, 'deductions', branchId, [
    ...DEDUCTIONS.map(([name, kind, description, amount, principal, balance]) => ({
      employee_id: id(name),
      kind,
      description,
      amount: amount * KES,
      recurring: true,
      ...(principal !== undefined ? { principal: principal * KES, balance: (balance ?? principal) * KES } : {}),
    })),
    ...rows
      .filter((r) => Boolean(r.on_payroll))
      .map((r) => ({
        employee_id: Number(r.id),
        kind: 'welfare',
        description: 'Staff welfare',
        amount: WELFARE * KES,
        recurring: true,
      })),
    {
      employee_id: id('Peter Kamau'),
      kind: 'other',
      description: 'Lost office key',
      amount: 500 * KES,
      recurring: false,
      month,
    },
  ]);
}
