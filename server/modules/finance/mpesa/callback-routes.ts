import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../context';
import { notFound, refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { studentOfAccount } from './accounts';
import { ACCEPTED, accountOf, INVALID_ACCOUNT, readC2b } from './c2b';
import { recordIncoming } from './incoming';
import { branchOfSecret, readMpesaSettings } from './settings';
import { handleStkCallback } from './stk-callback';

/** The body as JSON, or undefined: Safaricom posts application/json. */
async function body(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * Safaricom's callbacks, without a user: POST /api/mpesa/{secret}/validation, /confirmation and
 * /stk. The secret (mpesa_settings.callback_secret, inside the URLs the settings screen shows)
 * names the branch; an unknown one is 404 with nothing read or written. Each answer is quick: the
 * work is one transaction, and validation is one indexed read.
 */
export function mpesaCallbackRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const db = ctx.database.db;

  const branchOf = async (c: Context<AppEnv>) => {
    const branchId = await branchOfSecret(db, c.req.param('secret') ?? '');
    if (branchId === undefined) throw notFound();
    return branchId;
  };

  // Validation (when Safaricom enables it for the shortcode): refuse an account that names no
  // student only if the school asked to; otherwise accept everything and sort it at confirmation.
  routes.post('/mpesa/:secret/validation', async (c) => {
    const branchId = await branchOf(c);
    const settings = await readMpesaSettings(db, branchId);
    if (!settings.rejectUnknownAccounts) return c.json(ACCEPTED);
    const student = await studentOfAccount(db, branchId, accountOf(await body(c)));
    return c.json(student ? ACCEPTED : INVALID_ACCOUNT);
  });

  routes.post('/mpesa/:secret/confirmation', async (c) => {
    const branchId = await branchOf(c);
    const payment = readC2b(await body(c));
    if (!payment) throw refusal(400, say('shule.finance.mpesa.bad_callback'));
    await recordIncoming(ctx, services.writer, branchId, payment);
    return c.json(ACCEPTED);
  });

  routes.post('/mpesa/:secret/stk', async (c) => {
    const branchId = await branchOf(c);
    const answered = await handleStkCallback(ctx, services.writer, branchId, await body(c));
    if (!answered) throw refusal(400, say('shule.finance.mpesa.bad_callback'));
    return c.json(ACCEPTED);
  });
  return routes;
}
