import { Hono } from 'hono';
import { bankDeposits, mpesaSettings, stkRequests } from '../../../../src/schema/finance-mpesa';
import { FINANCE_ADMIN } from '../../../../src/schema/finance-roles';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { inBranch } from '../../../crud/scope';
import { refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { importStatement } from './bank-import';
import { callbackOrigin, callbackUrls } from './origin';
import { readStkInput, registerC2bUrls, sendStkPush } from './stk-push';

/** The largest statement file taken: a year of a busy school's statement is well under it. */
const MOST_BYTES = 5 * 1024 * 1024;

/** The CSV of an import: a multipart upload's `file`, a JSON body's `csv`, or the body as text. */
async function statementText(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const file = (await request.formData()).get('file');
    return typeof file === 'string' ? file : file ? await file.text() : '';
  }
  if (type.includes('application/json')) {
    // Any JSON may arrive (null, an array): only an object's `csv` string is a statement.
    const body: unknown = await request.json().catch(() => null);
    const csv = body !== null && typeof body === 'object' ? (body as { csv?: unknown }).csv : undefined;
    return typeof csv === 'string' ? csv : '';
  }
  return request.text();
}

/**
 * Signed-in routes: the callback URLs to register with Safaricom (`GET /api/mpesa/urls`, for the
 * finance administrators), an M-Pesa prompt (`POST /api/finance/mpesa/stk`) and a bank statement
 * import (`POST /api/finance/bank-deposits/import`) for whoever receives payments.
 */
export function mpesaSignedInRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/mpesa/urls', requireAccess({ roles: FINANCE_ADMIN }), async (c) => {
    // The settings record (and with it the branch's secret) is made on first use, like the screen does.
    const settings = await services.repository.current(c.get('user'), mpesaSettings);
    const { validation, confirmation } = callbackUrls(callbackOrigin(c), String(settings.callback_secret));
    return c.json({ validation, confirmation });
  });

  // Registers the two URLs with Safaricom for the branch's shortcode (a one-time call in production).
  routes.post('/finance/mpesa/register-urls', requireAccess({ roles: FINANCE_ADMIN }), async (c) => {
    const user = c.get('user');
    return c.json(await registerC2bUrls(ctx, user, callbackOrigin(c)));
  });

  routes.post('/finance/mpesa/stk', requireAccess({ resource: stkRequests, action: 'write' }), async (c) => {
    const input = readStkInput(await c.req.json().catch(() => ({})));
    const origin = callbackOrigin(c);
    return c.json(await sendStkPush(ctx, c.get('user'), services.writer, input, origin), 201);
  });

  routes.post(
    '/finance/bank-deposits/import',
    requireAccess({ resource: bankDeposits, action: 'write' }),
    async (c) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MOST_BYTES) throw refusal(413, say('shule.finance.mpesa.csv_too_big'));
      const csv = await statementText(c.req.raw);
      if (csv.trim() === '') throw refusal(400, say('shule.finance.mpesa.csv_empty'));
      const user = c.get('user');
      return c.json(await inBranch(ctx, user, 'write', (db) => importStatement(db, user, services.writer, csv)));
    },
  );
  return routes;
}
