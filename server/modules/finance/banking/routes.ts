import { type Context, Hono } from 'hono';
import { todayAtSchool } from '../../../../src/schema/display';
import { bankAccounts, bankReconciliations, bankStatements } from '../../../../src/schema/finance-banking';
import { fiscalYearOf } from '../../../../src/schema/fiscal-year';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv, SessionUser } from '../../../context';
import type { Db } from '../../../db/database';
import { inBranch } from '../../../crud/scope';
import { fieldsRefused, refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { bankBalances, loadBankAccount } from './accounts';
import { postBankItems } from './bank-items';
import { cashBook, cashBookXlsx } from './cash-book';
import { cashBookPdf } from './cash-book-pdf';
import { createMatches, removeMatch } from './matches';
import { reconciliationPdf } from './reconciliation-pdf';
import { reconciliationAccount, refreshReconciliation, startReconciliation } from './reconciliations';
import { importStatement } from './statements';
import { autoMatchReconciliation, draftReconciliation, workspace } from './workspace';

/** The largest statement file taken: a year of a busy account's statement is well under it. */
const MOST_BYTES = 5 * 1024 * 1024;

const idOf = (raw: string) => (/^\d{1,12}$/.test(raw) ? Number(raw) : 0);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

async function body(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const raw: unknown = await c.req.json().catch(() => ({}));
  // Any JSON may arrive (null, a list, a number): only an object's fields are read.
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0) : [];
const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/** The period asked for, by default the fiscal year so far. */
function period(c: Context<AppEnv>): { from: string; to: string } {
  const today = todayAtSchool();
  const from = c.req.query('from') ?? fiscalYearOf(today).from;
  const to = c.req.query('to') ?? today;
  const wrong = { ...(ISO.test(from) ? {} : { from: say('shule.finance.banking.bad_date') }) };
  if (!ISO.test(to)) Object.assign(wrong, { to: say('shule.finance.banking.bad_date') });
  if (Object.keys(wrong).length > 0) throw fieldsRefused(wrong);
  return { from, to };
}

/**
 * `/api/finance/banking/*`: balances and cash books of the bank accounts, statement import, and
 * the reconciliation's own work (auto-match, match, unmatch, posting bank items, the PDF). Reads
 * are for the books' readers; writes for the bookkeepers, as the resources declare.
 */
export function bankingRoutes(ctx: AppContext, services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/finance/banking/balances', requireAccess({ resource: bankAccounts, action: 'read' }), async (c) => {
    const user = c.get('user');
    return c.json(await inBranch(ctx, user, 'read', (db) => bankBalances(db, user.branchId)));
  });

  const book = async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = idOf(c.req.param('id') ?? '');
    const { from, to } = period(c);
    return inBranch(ctx, user, 'read', async (db) => {
      const account = await loadBankAccount(db, user.branchId, id);
      if (!account) throw refusal(404, say('shule.finance.banking.not_a_bank_account', { id }));
      return cashBook(db, user.branchId, account, from, to);
    });
  };
  routes.get(
    '/finance/banking/accounts/:id/cash-book',
    requireAccess({ resource: bankAccounts, action: 'read' }),
    async (c) => c.json(await book(c)),
  );
  routes.get(
    '/finance/banking/accounts/:id/cash-book.xlsx',
    requireAccess({ resource: bankAccounts, action: 'read' }),
    async (c) => {
      const cashbook = await book(c);
      const file = await cashBookXlsx(cashbook);
      const name = `cash-book-${cashbook.account.name}-${cashbook.from}-${cashbook.to}`.replace(/[^A-Za-z0-9-]+/g, '-');
      return new Response(file as Uint8Array<ArrayBuffer>, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${name}.xlsx"`,
        },
      });
    },
  );

  routes.get(
    '/finance/banking/accounts/:id/cash-book.pdf',
    requireAccess({ resource: bankAccounts, action: 'read' }),
    async (c) => {
      const user = c.get('user');
      const cashbook = await book(c);
      const file = await inBranch(ctx, user, 'read', (db) => cashBookPdf(db, user.branchId, cashbook, ctx));
      const name = `cash-book-${cashbook.account.name}-${cashbook.from}-${cashbook.to}`.replace(/[^A-Za-z0-9-]+/g, '-');
      return new Response(file as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}.pdf"` },
      });
    },
  );

  routes.post(
    '/finance/banking/statements/import',
    requireAccess({ resource: bankStatements, action: 'write' }),
    async (c) => {
      if (Number(c.req.header('content-length') ?? 0) > MOST_BYTES)
        throw refusal(413, say('shule.finance.banking.csv_too_big'));
      const input = await body(c);
      const csv = typeof input.csv === 'string' ? input.csv : '';
      if (csv.trim() === '') throw refusal(400, say('shule.finance.banking.csv_empty'));
      const user = c.get('user');
      const accountId = cents(input.bank_account_id) ?? 0;
      const created = await inBranch(ctx, user, 'write', async (db) => {
        if (!(await loadBankAccount(db, user.branchId, accountId)))
          throw fieldsRefused({
            bank_account_id: say('shule.finance.banking.not_a_bank_account', { id: String(input.bank_account_id) }),
          });
        const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
        return importStatement(db, user, services.writer, {
          bank_account_id: accountId,
          csv,
          file_name: text(input.file_name),
          opening_balance: cents(input.opening_balance),
          closing_balance: cents(input.closing_balance),
          period_from: text(input.period_from),
          period_to: text(input.period_to),
        });
      });
      return c.json(created, 201);
    },
  );

  const readRec = requireAccess({ resource: bankReconciliations, action: 'read' });
  const writeRec = requireAccess({ resource: bankReconciliations, action: 'write' });

  routes.post('/finance/banking/statements/:id/reconciliation', writeRec, async (c) => {
    const user = c.get('user');
    const id = idOf(c.req.param('id'));
    const recId = await inBranch(ctx, user, 'write', (db) => startReconciliation(db, user, services.writer, id));
    return c.json({ id: recId });
  });

  routes.get('/finance/banking/reconciliations/:id', readRec, async (c) => {
    const user = c.get('user');
    const id = idOf(c.req.param('id'));
    return c.json(await inBranch(ctx, user, 'read', (db) => workspace(db, user.branchId, id)));
  });

  const draftOf = async (db: Db, user: SessionUser, id: number) => {
    const rec = await draftReconciliation(db, user.branchId, id);
    return { db, user, rec, account: await reconciliationAccount(db, user.branchId, rec) };
  };
  type Draft = Awaited<ReturnType<typeof draftOf>> & { readonly input: Record<string, unknown> };

  /** A change to a draft reconciliation's matches, answered with the screen's new state. */
  const change = (work: (draft: Draft) => Promise<unknown>) => async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const id = idOf(c.req.param('id') ?? '');
    const input = await body(c);
    const answer = await inBranch(ctx, user, 'write', async (db) => {
      const found = await draftOf(db, user, id);
      await work({ ...found, input });
      await refreshReconciliation(db, user, found.rec);
      return workspace(db, user.branchId, id);
    });
    return c.json(answer);
  };

  routes.post(
    '/finance/banking/reconciliations/:id/auto-match',
    writeRec,
    change(({ db, user, rec }) => autoMatchReconciliation(db, user, rec)),
  );
  routes.post(
    '/finance/banking/reconciliations/:id/match',
    writeRec,
    change(({ db, user, rec, account, input }) =>
      createMatches(
        db,
        user,
        account,
        [{ statementLineIds: ids(input.statement_line_ids), entryIds: ids(input.entry_ids) }],
        'hand',
        rec.as_at,
      ),
    ),
  );
  routes.post(
    '/finance/banking/reconciliations/:id/unmatch',
    writeRec,
    change(({ db, user, account, input }) => removeMatch(db, user, account, cents(input.match_no) ?? 0)),
  );
  routes.post(
    '/finance/banking/reconciliations/:id/post',
    writeRec,
    change(({ db, user, rec, account, input }) =>
      postBankItems(db, user, account, rec.as_at, {
        statement_line_ids: ids(input.statement_line_ids),
        account_id: cents(input.account_id),
        narration: typeof input.narration === 'string' ? input.narration.slice(0, 200) : undefined,
      }),
    ),
  );

  routes.get('/finance/banking/reconciliations/:id/statement.pdf', readRec, async (c) => {
    const user = c.get('user');
    const id = idOf(c.req.param('id'));
    const { pdf, name } = await inBranch(ctx, user, 'read', (db) => reconciliationPdf(db, user.branchId, id, ctx));
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${name}.pdf"`,
        'content-length': String(pdf.length),
      },
    });
  });
  return routes;
}
