import { randomBytes } from 'node:crypto';
import type { AppContext, SessionUser } from '../context';
import type { ShuleDatabase } from './database';

/**
 * The demo school's SMS history, made by the engine itself: the registrar's batches are queued by
 * the same service /newsms calls and one sender round takes them. The demo has no gateway, so they
 * are kept as "not sent: no gateway configured" (and the opted-out guardians as opted out): what a
 * school sees before it configures Africa's Talking. Nothing pretends to have been sent.
 */
export async function seedSmsHistory(database: ShuleDatabase, branchId: number): Promise<void> {
  const [{ queueSms }, { sendDueOnce }] = await Promise.all([
    import('../modules/messaging/service'),
    import('../modules/messaging/sender'),
  ]);
  const registrar = await database.db
    .selectFrom('users')
    .select(['id', 'username', 'roles'])
    .where('branch_id', '=', branchId)
    .where('username', '=', 'registrar')
    .executeTakeFirstOrThrow();
  const user: SessionUser = {
    id: Number(registrar.id),
    username: 'registrar',
    roles: ['ROLE_Send_Custom_sms'],
    branchId,
  };
  const template = async (name: string, language: string) =>
    database.db
      .selectFrom('sms_templates')
      .select(['id', 'body'])
      .where('branch_id', '=', branchId)
      .where('name', '=', name)
      .where('language', '=', language)
      .executeTakeFirstOrThrow();
  const form2 = await database.db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('name', '=', 'Form 2')
    .executeTakeFirstOrThrow();
  const fees = await template('Fee balance reminder', 'english');
  const closing = await template('Closing day', 'swahili');
  await database.db.transaction().execute(async (db) => {
    await queueSms(db, user, {
      to: { audience: { kind: 'balance_above', amount: 500_000, class_id: Number(form2.id) } },
      message: String(fees.body),
      source: 'compose',
      templateId: Number(fees.id),
    });
    await queueSms(db, user, {
      to: { audience: { kind: 'all_students' } },
      message: String(closing.body),
      source: 'compose',
      templateId: Number(closing.id),
    });
  });
  const ctx: AppContext = { database, secret: randomBytes(32), demo: true };
  await sendDueOnce(ctx, { batchSize: 1000 });
}
