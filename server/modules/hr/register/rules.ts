import type { REGISTER_MESSAGES } from '../../../../src/schema/hr-register.messages';
import type { Hook, HookArgs } from '../../../engine/hooks';
import type { Row } from '../../../db/database';
import { type FieldCode as Coded, refusal, say } from '../../../errors';
import { isBlank, merged } from '../../admissions/records';
import { nextFreeNumber } from '../../admissions/numbers';

/**
 * The register's rules between fields, which a declaration's `required` cannot say: what an
 * employee on the payroll needs to be paid, an allowance's amount or percent, a one-off's month.
 * Checked on the values the write will leave (sent, else stored), so an edit of one field is
 * judged with the rest of the record. Every problem is named at once, per field.
 */
const key = (name: keyof typeof REGISTER_MESSAGES) => `shule.hr.register.${name}` as const;

type Problems = Record<string, Coded>;

function refuseAny(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw refusal(400, say('shule.errors.fields'), problems);
}

/** A value the write will leave, from the data sent or the stored record. */
const valueOf = (args: HookArgs) => (name: string) => merged(args.data, args.before, name);

export function employeeProblems(value: (name: string) => unknown): Problems {
  const problems: Problems = {};
  const need = (field: string, message: keyof typeof REGISTER_MESSAGES) => {
    if (isBlank(value(field))) problems[field] = say(key(message));
  };
  if (value('on_payroll') === true) {
    need('basic_salary', 'needs_salary');
    need('payment_method', 'needs_method');
  }
  if (value('payment_method') === 'bank') {
    need('bank_branch_id', 'needs_bank_branch');
    need('account_no', 'needs_account');
  }
  if (value('payment_method') === 'mpesa') need('mpesa_phone', 'needs_mpesa');
  if (value('disability_exempt') === true) need('disability_certificate', 'needs_certificate');
  if (value('terms') === 'tsc' && value('category') === 'non_teaching') problems.terms = say(key('tsc_not_teaching'));
  return problems;
}

/** A month range the wrong way round, or a one-off without its month. */
function monthProblems(value: (name: string) => unknown, problems: Problems): void {
  if (value('recurring') === false && isBlank(value('month'))) problems.month = say(key('needs_month'));
  const [from, to] = [value('start_month'), value('end_month')];
  if (typeof from === 'string' && typeof to === 'string' && to < from) problems.end_month = say(key('month_order'));
}

export function allowanceProblems(value: (name: string) => unknown): Problems {
  const problems: Problems = {};
  if (value('basis') === 'fixed' && isBlank(value('amount'))) problems.amount = say(key('needs_amount'));
  if (value('basis') === 'percent_of_basic' && isBlank(value('percent'))) problems.percent = say(key('needs_percent'));
  monthProblems(value, problems);
  return problems;
}

export function deductionProblems(value: (name: string) => unknown): Problems {
  const problems: Problems = {};
  const lent = value('kind') === 'loan' || value('kind') === 'advance';
  if (lent && isBlank(value('principal'))) problems.principal = say(key('needs_principal'));
  const [principal, balance] = [value('principal'), value('balance')];
  if (typeof principal === 'number' && typeof balance === 'number' && balance > principal)
    problems.balance = say(key('balance_over_principal'));
  monthProblems(value, problems);
  return problems;
}

/** The staff number from the school's pattern (HR settings; EMP/{SEQ:3} until one is set). */
async function nextStaffNo({ db, user, data, before }: HookArgs): Promise<string> {
  const settings = (await db
    .selectFrom('hr_settings')
    .select('staff_no_pattern')
    .where('branch_id', '=', user.branchId)
    .executeTakeFirst()) as Row | undefined;
  const stored = settings?.staff_no_pattern;
  const pattern = typeof stored === 'string' && stored.includes('{SEQ') ? stored : 'EMP/{SEQ:3}';
  return nextFreeNumber(db, user.branchId, {
    counter: 'employees.staff_no',
    pattern,
    date: merged(data, before, 'date_employed'),
    table: 'employees',
    column: 'staff_no',
  });
}

export const employeeHooks: { validate: Hook; beforeSave: Hook } = {
  validate(args) {
    refuseAny(employeeProblems(valueOf(args)));
  },
  async beforeSave(args) {
    const { data, action } = args;
    if (typeof data.kra_pin === 'string') data.kra_pin = data.kra_pin.toUpperCase();
    if (typeof data.sha_no === 'string') data.sha_no = data.sha_no.toUpperCase();
    const clearing = action === 'update' && Object.hasOwn(data, 'staff_no');
    if ((action === 'create' || clearing) && isBlank(data.staff_no)) data.staff_no = await nextStaffNo(args);
  },
};

export const allowanceHooks: { validate: Hook } = {
  validate(args) {
    refuseAny(allowanceProblems(valueOf(args)));
  },
};

export const deductionHooks: { validate: Hook; beforeSave: Hook } = {
  validate(args) {
    refuseAny(deductionProblems(valueOf(args)));
  },
  // A new loan owes all it lent until a payroll pays some back.
  beforeSave({ data, action }) {
    if (action === 'create' && isBlank(data.balance) && typeof data.principal === 'number')
      data.balance = data.principal;
  },
};

export const hrSettingsHooks: { validate: Hook } = {
  validate({ data }) {
    const pattern = data.staff_no_pattern;
    if (typeof pattern === 'string' && !/\{SEQ(:\d)?\}/.test(pattern))
      refuseAny({ staff_no_pattern: say(key('staff_no_pattern')) });
  },
};
