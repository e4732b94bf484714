import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type AccountFilterValues, accountsQuery } from '../../../../src/schema/finance-reports';
import type { ReportTables } from '../../../../src/schema/module';
import type { SmsPreview } from '../../../../src/schema/sms-compose';
import type { SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { refusal, say } from '../../../errors';
import { MAX_MESSAGE, previewSms, queueSms, type QueuedSms } from '../../messaging/service';

/** A whole school's roll at most, as /newsms takes. */
export const MAX_REMINDED = 5000;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/** The filters of /feebalances as its list sends them (report filters: balance as _gte/_lte). */
const filterSchema = z
  .object({
    search: optional(z.string().max(80)),
    class_id: optional(id),
    stream_id: optional(id),
    residence: optional(z.enum(['boarding', 'day'])),
    balance_gte: optional(cents),
    balance_lte: optional(cents),
    status: optional(z.enum(['active', 'transferred', 'suspended', 'left', 'alumni'])),
  })
  .strip();

/** Whom a fee SMS goes to on /balancenotifications and /invoicenotifications. */
const audienceSchema = z.object({
  class_ids: optional(z.array(id).max(100)),
  balance_above: optional(cents),
  /** Only students invoiced for the current term. */
  invoiced: optional(z.boolean()),
});

const requestSchema = z.object({
  /** 'reminder' from /feebalances (filters), 'balance' or 'invoice' from the fee SMS pages (audience). */
  kind: z.enum(['reminder', 'balance', 'invoice']),
  filter: optional(filterSchema),
  audience: optional(audienceSchema),
  message: z.string().max(MAX_MESSAGE),
  template_id: optional(id),
  guardians: optional(z.enum(['primary', 'all'])),
  /** Names the batch in the SMS log ('Fee reminder: Form 2 balances'). */
  label: optional(z.string().max(200)),
});

export type FeeSmsRequest = z.infer<typeof requestSchema>;

/** The body checked, 400 naming the field for anything else. */
export function parseFeeSms(body: unknown): FeeSmsRequest {
  const parsed = requestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, ReturnType<typeof say>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'message');
    fields[field] ??= field === 'kind' ? say('shule.finance.reports.unknown_kind') : say('shule.validation.invalid');
  }
  throw refusal(400, say('shule.errors.fields'), fields);
}

interface Target {
  readonly studentId: number;
  readonly invoiceTotal: number;
}

/**
 * The term whose invoices a notice speaks of: the last term billed (term billing runs at the
 * opening of a term, so it is this term's once billed), else the current term.
 */
export async function billedTerm(db: Db, branchId: number): Promise<{ year: number; term: string } | null> {
  const billed = await db
    .selectFrom('fee_invoices')
    .select(['academic_year', 'term'])
    .where('branch_id', '=', branchId)
    .where('status', '<>', 'cancelled')
    .orderBy('academic_year', 'desc')
    .orderBy('term', 'desc')
    .executeTakeFirst();
  if (billed) return { year: Number(billed.academic_year), term: String(billed.term) };
  const row = await db
    .selectFrom('terms')
    .select(['academic_year', 'term'])
    .where('branch_id', '=', branchId)
    .where('current', '=', true)
    .executeTakeFirst();
  return row ? { year: Number(row.academic_year), term: String(row.term) } : null;
}

/**
 * The students a request reaches: the filtered balances that are owed (a reminder to a family in
 * credit would be wrong), or the audience of a fee SMS page. Each with this term's invoice total.
 */
async function targetsOf(
  db: Db,
  branchId: number,
  request: FeeSmsRequest,
): Promise<{ targets: Target[]; term: { year: number; term: string } | null }> {
  const term = await billedTerm(db, branchId);
  if (request.kind === 'reminder') {
    const filter: AccountFilterValues = request.filter ?? {};
    const rows = await accountsQuery(db as unknown as Kysely<ReportTables>, branchId, filter, sql)
      .where('s.fee_balance', '>', 0)
      .orderBy('s.id')
      .execute();
    return { targets: rows.map((r) => ({ studentId: Number(r.student_id), invoiceTotal: 0 })), term };
  }
  const audience = request.audience ?? { class_ids: undefined, balance_above: undefined, invoiced: undefined };
  if (request.kind === 'invoice' && !term) throw refusal(409, say('shule.finance.reports.no_term'));
  const invoiced = request.kind === 'invoice' || audience.invoiced === true;
  let query = db
    .selectFrom('students as s')
    .select('s.id')
    .where('s.branch_id', '=', branchId)
    .where('s.status', '=', 'active');
  if (audience.class_ids && audience.class_ids.length > 0) query = query.where('s.class_id', 'in', audience.class_ids);
  if (audience.balance_above !== undefined) query = query.where('s.fee_balance', '>', audience.balance_above);
  if (request.kind === 'balance' && audience.balance_above === undefined) query = query.where('s.fee_balance', '>', 0);
  const students = (await query.orderBy('s.id').execute()).map((r) => Number(r.id));
  if (!invoiced || !term) return { targets: students.map((studentId) => ({ studentId, invoiceTotal: 0 })), term };
  const totals = new Map<number, number>();
  for (let i = 0; i < students.length; i += 500) {
    const rows = await db
      .selectFrom('fee_invoices')
      .select(['student_id', (eb) => eb.fn.sum('total').as('total')])
      .where('branch_id', '=', branchId)
      .where('academic_year', '=', term.year)
      .where('term', '=', term.term)
      .where('status', '<>', 'cancelled')
      .where('student_id', 'in', students.slice(i, i + 500))
      .groupBy('student_id')
      .execute();
    for (const r of rows) totals.set(Number(r.student_id), Number(r.total ?? 0));
  }
  return {
    targets: students
      .filter((s) => totals.has(s))
      .map((studentId) => ({ studentId, invoiceTotal: totals.get(studentId) ?? 0 })),
    term,
  };
}

/** KES as an SMS writes it (no currency: the template says "KES"). */
const smsKes = (cents: number) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);

/**
 * The fee SMS's own placeholders, filled before messaging fills its per-guardian ones ({balance},
 * {first_name}…): {paybill} for the school, {term} and {year}, and {invoice_total}, which differs by
 * student, so students are grouped by it (a class of one category shares one total).
 */
function groupsOf(targets: readonly Target[], message: string, fill: { paybill: string; term: string; year: string }) {
  const base = message
    .replaceAll('{paybill}', fill.paybill)
    .replaceAll('{term}', fill.term)
    .replaceAll('{year}', fill.year);
  if (!base.includes('{invoice_total}')) return [{ message: base, students: targets.map((t) => t.studentId) }];
  const byTotal = new Map<number, number[]>();
  for (const t of targets) byTotal.set(t.invoiceTotal, [...(byTotal.get(t.invoiceTotal) ?? []), t.studentId]);
  return [...byTotal].map(([total, students]) => ({
    message: base.replaceAll('{invoice_total}', smsKes(total)),
    students,
  }));
}

async function paybillOf(db: Db, branchId: number): Promise<string> {
  const row = await db
    .selectFrom('finance_settings')
    .select('paybill_number')
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return row?.paybill_number ? String(row.paybill_number) : '';
}

async function plan(db: Db, user: SessionUser, request: FeeSmsRequest) {
  const { targets, term } = await targetsOf(db, user.branchId, request);
  if (targets.length > MAX_REMINDED)
    throw refusal(400, say('shule.errors.fields'), {
      filter: say('shule.finance.reports.too_many', { max: MAX_REMINDED }),
    });
  const fill = { paybill: await paybillOf(db, user.branchId), term: term?.term ?? '', year: String(term?.year ?? '') };
  return { targets, term, groups: groupsOf(targets, request.message, fill) };
}

/** Adds the group's previews into one, as /newsms shows a single batch. */
function combine(previews: readonly SmsPreview[]): SmsPreview {
  const [first, ...rest] = previews;
  return rest.reduce(
    (sum, p) => ({
      ...sum,
      recipients: sum.recipients + p.recipients,
      duplicates: sum.duplicates + p.duplicates,
      opted_out: sum.opted_out + p.opted_out,
      without_number: [...sum.without_number, ...p.without_number],
      invalid_numbers: [...sum.invalid_numbers, ...p.invalid_numbers],
      total_parts: sum.total_parts + p.total_parts,
      estimated_cost: sum.estimated_cost + p.estimated_cost,
      sample: [...sum.sample, ...p.sample].slice(0, Math.max(sum.sample.length, 3)),
    }),
    first,
  );
}

/** What sending would do, writing nothing: the same preview as /newsms. */
export async function previewFeeSms(
  db: Db,
  user: SessionUser,
  request: FeeSmsRequest,
): Promise<SmsPreview & { students: number; term: { year: number; term: string } | null }> {
  const { targets, term, groups } = await plan(db, user, request);
  const to = (students: readonly number[]) => ({ students, guardians: request.guardians ?? 'primary' });
  const previews = await Promise.all(groups.map((g) => previewSms(db, user, to(g.students), g.message)));
  return { ...combine(previews), students: targets.length, term };
}

const AUDIENCE = { reminder: 'Fee reminder', balance: 'Fee balance', invoice: 'Invoice' } as const;

/**
 * Queues the SMS through messaging's one sender (a batch in /sms per message text, source 'fees').
 * 400 when no student matches, since the bursar meant someone.
 */
export async function sendFeeSms(
  db: Db,
  user: SessionUser,
  request: FeeSmsRequest,
): Promise<QueuedSms & { students: number; batches: number[] }> {
  const { targets, groups } = await plan(db, user, request);
  if (targets.length === 0)
    throw refusal(400, say('shule.errors.fields'), { filter: say('shule.finance.reports.no_students') });
  const answers: QueuedSms[] = [];
  for (const g of groups)
    answers.push(
      await queueSms(db, user, {
        to: { students: g.students, guardians: request.guardians ?? 'primary' },
        message: g.message,
        source: 'fees',
        templateId: request.template_id,
        audience: [AUDIENCE[request.kind], request.label].filter(Boolean).join(': ').slice(0, 300),
      }),
    );
  const preview = combine(answers);
  return {
    ...preview,
    batch_id: answers.find((a) => a.batch_id !== null)?.batch_id ?? null,
    queued: answers.reduce((s, a) => s + a.queued, 0),
    send_at: answers[0].send_at,
    students: targets.length,
    batches: answers.flatMap((a) => (a.batch_id === null ? [] : [Number(a.batch_id)])),
  };
}
