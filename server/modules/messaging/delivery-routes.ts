import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { school } from '../../db/typed';
import { notFound, refusal, say } from '../../errors';
import type { ModuleServices } from '../module';
import { auditSender } from './sender-results';
import { branchOfSecret } from './sms-settings';

/** What a delivery report's status makes of the message; intermediate ones say it is on its way. */
const REPORTED: Readonly<Record<string, 'sent' | 'delivered' | 'failed' | 'rejected'>> = {
  Sent: 'sent',
  Submitted: 'sent',
  Buffered: 'sent',
  Success: 'delivered',
  Failed: 'failed',
  AbsentSubscriber: 'failed',
  Expired: 'failed',
  Rejected: 'rejected',
};

/** A report may move a message only forward: a late "Buffered" never undoes "delivered". */
const MAY_MOVE: Readonly<Record<string, readonly string[]>> = {
  sent: ['sending'],
  delivered: ['sending', 'sent'],
  failed: ['sending', 'sent'],
  rejected: ['sending', 'sent'],
};

interface Report {
  readonly id: string;
  readonly status: string;
  readonly failureReason: string;
}

/** The report's fields, posted form-encoded by Africa's Talking (JSON accepted too); undefined when unusable. */
async function readReport(c: Context<AppEnv>): Promise<Report | undefined> {
  let body: Record<string, unknown>;
  try {
    const type = c.req.header('content-type') ?? '';
    body = type.includes('application/json')
      ? ((await c.req.json()) as Record<string, unknown>)
      : ((await c.req.parseBody()) as Record<string, unknown>);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const report = { id: text('id'), status: text('status'), failureReason: text('failureReason') };
  if (report.id === '' || report.id.length > 120 || !Object.hasOwn(REPORTED, report.status)) return undefined;
  return report;
}

/**
 * POST /api/sms/delivery/{secret}: Africa's Talking's delivery reports, without a user. The secret
 * (sms_settings.delivery_secret, shown on the settings screen inside the whole callback URL) names
 * the branch; an unknown one is 404 with nothing read or written. The message is found by the
 * gateway's id within that branch only.
 *
 * A message id the branch does not have is 404 too, not 200: the gateway retries a report it was
 * not thanked for, and a report can overtake the sender's own record of the send (the gateway
 * answers the call, posts the report, and only then is the id written), so the retry finds it.
 */
export function deliveryRoutes(ctx: AppContext, _services?: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/delivery/:secret', async (c) => {
    const db = ctx.database.db;
    const branchId = await branchOfSecret(db, c.req.param('secret'));
    if (branchId === undefined) throw notFound();
    const report = await readReport(c);
    if (!report) throw refusal(400, say('shule.messaging.sms.delivery.bad_report'));
    const status = REPORTED[report.status];
    const row = await school(db)
      .selectFrom('sms_messages')
      .select(['id', 'status', 'failure_reason'])
      .where('branch_id', '=', branchId)
      .where('gateway_message_id', '=', report.id)
      .executeTakeFirst();
    if (!row) throw refusal(404, say('shule.messaging.sms.delivery.unknown_message'));
    if (!MAY_MOVE[status].includes(String(row.status))) return c.json({ ok: true, changed: false });
    const now = new Date().toISOString();
    const reason =
      status === 'failed' || status === 'rejected' ? (report.failureReason || report.status).slice(0, 300) : null;
    await db.transaction().execute(async (trx) => {
      await school(trx)
        .updateTable('sms_messages')
        .set({
          status,
          updated_at: now,
          ...(status === 'delivered' ? { delivered_at: now } : {}),
          ...(reason !== null ? { failure_reason: reason } : {}),
        })
        .where('id', '=', row.id)
        .where('branch_id', '=', branchId)
        .execute();
      await auditSender(
        trx,
        branchId,
        'delivery_report',
        Number(row.id),
        {
          status: { before: row.status, after: status },
          ...(reason !== null ? { failure_reason: { before: row.failure_reason ?? null, after: reason } } : {}),
        },
        'africastalking',
      );
    });
    return c.json({ ok: true, changed: true });
  });
  return routes;
}
