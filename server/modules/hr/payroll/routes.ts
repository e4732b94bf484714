import { Hono } from 'hono';
import { payrolls } from '../../../../src/schema/hr-payroll';
import { requireAccess } from '../../../auth/require-access';
import type { AppContext, AppEnv } from '../../../context';
import { parseId } from '../../../crud/repository';
import { inBranch } from '../../../crud/scope';
import { refusal, say } from '../../../errors';
import type { ModuleServices } from '../../module';
import { p9aPdf } from './documents/p9a-pdf';
import { employerPin } from './employer';
import { payslipsPdf } from './documents/payslip-pdf';
import { loadRunInputs } from './inputs';
import { toCsv, toXlsx } from './returns/file';
import { payrollFile } from './returns/index';
import { computeRun } from './run';
import { statutoryFor } from './statutory';

const pdfResponse = (pdf: Buffer, filename: string, disposition: 'inline' | 'attachment' = 'inline') =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private',
    },
  });

/**
 * The payroll's own routes under /api/payroll (HR roles, the caller's branch only): bringing an
 * open draft up to date, the payslips as PDF (all, or one employee's), the returns and payment
 * files (CSV, or a workbook with ?format=xlsx), and an employee's P9A card for a year.
 */
export function payrollRoutes(ctx: AppContext, _services: ModuleServices): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const read = requireAccess({ resource: payrolls, action: 'read' });
  const write = requireAccess({ resource: payrolls, action: 'write' });

  // Opening a draft: recomputed when the register, leave or rates changed since it was computed.
  routes.post('/payroll/:id/refresh', write, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const recomputed = await inBranch(ctx, user, 'write', async (db) => {
      const row = await db
        .selectFrom('payrolls')
        .select(['period', 'status', 'inputs_digest'])
        .where('branch_id', '=', user.branchId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw refusal(404, say('shule.hr.payroll.no_payroll', { id }));
      if (row.status !== 'draft') return false;
      const inputs = await loadRunInputs(db, user.branchId, String(row.period));
      if (inputs.digest === row.inputs_digest) return false;
      await computeRun(db, user, id, String(row.period), inputs);
      return true;
    });
    return c.json({ recomputed });
  });

  // The school's KRA PIN as the employer (School settings, which HR cannot open): the payroll's page
  // warns while it is missing, since the P9A cards and the P10 print it.
  routes.get('/payroll/employer', read, async (c) => {
    const user = c.get('user');
    return c.json({ kra_pin: await inBranch(ctx, user, 'read', (db) => employerPin(db, user.branchId)) });
  });

  routes.get('/payroll/:id/payslips.pdf', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const { pdf, filename } = await inBranch(ctx, user, 'read', (db) => payslipsPdf(db, user.branchId, id, { ctx }));
    return pdfResponse(pdf, filename);
  });

  routes.get('/payroll/:id/payslips/:employee', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const employeeId = parseId(c.req.param('employee').replace(/\.pdf$/, ''));
    const { pdf, filename } = await inBranch(ctx, user, 'read', (db) =>
      payslipsPdf(db, user.branchId, id, { ctx, employeeId }),
    );
    return pdfResponse(pdf, filename);
  });

  // /api/payroll/12/files/p10.csv, nssf.xlsx, bank-advice.csv?bank=3 ...
  routes.get('/payroll/:id/files/:file', read, async (c) => {
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    const [name, extension = 'csv'] = c.req.param('file').split('.');
    if (extension !== 'csv' && extension !== 'xlsx')
      throw refusal(404, say('shule.hr.payroll.unknown_file', { name: c.req.param('file') }));
    const bank = c.req.query('bank');
    const { table, period, pin } = await inBranch(ctx, user, 'read', async (db) => {
      const row = await db
        .selectFrom('payrolls')
        .select('period')
        .where('branch_id', '=', user.branchId)
        .where('id', '=', id)
        .executeTakeFirst();
      const pensionCap =
        row && name === 'p10-classic' ? (await statutoryFor(db, user.branchId, String(row.period))).pensionCap : null;
      const pin = await employerPin(db, user.branchId);
      const options = { bankId: bank ? parseId(bank) : undefined, pensionCap, employerPin: pin };
      return { ...(await payrollFile(db, user.branchId, id, name, options)), pin };
    });
    // The P10 is the employer's return: its file is named by the employer's PIN, as iTax names it.
    const filename = `${name}${name.startsWith('p10') && pin ? `-${pin}` : ''}-${period}.${extension}`;
    const headers = { 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private' };
    if (extension === 'xlsx')
      return new Response(new Uint8Array(await toXlsx(table)), {
        headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    return new Response(toCsv(table), { headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } });
  });

  routes.get('/payroll/p9a/:employee/:year', read, async (c) => {
    const user = c.get('user');
    const employeeId = parseId(c.req.param('employee'));
    const year = Number(c.req.param('year').replace(/\.pdf$/, ''));
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      throw refusal(400, say('shule.hr.payroll.year_needed'), { year: say('shule.hr.payroll.year_needed') });
    const { pdf, filename } = await inBranch(ctx, user, 'read', (db) =>
      p9aPdf(
        db,
        user.branchId,
        employeeId,
        year,
        async (period) => (await statutoryFor(db, user.branchId, period)).pensionCap ?? 0,
        {
          ctx,
        },
      ),
    );
    return pdfResponse(pdf, filename);
  });

  return routes;
}
