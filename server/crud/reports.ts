import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { type AnyReport, type AnyResource, getReport } from '../../src/schema';
import { allows } from '../auth/require-access';
import type { AppContext, AppEnv, SessionUser } from '../context';
import type { Row } from '../db/database';
import { badRequest, forbidden, notFound } from '../errors';
import {
  columnKind,
  csvCell,
  type ExportColumn,
  formatValue,
  layoutSheet,
  sheetOptions,
  xlsxValue,
} from './export-format';
import { parseFilter, parseRange, parseSort } from './params';
import { inBranch } from './scope';

/** A report's filters or columns seen as a declaration, so the list protocol's parsers read them. */
function asResource(report: AnyReport, fields: AnyReport['columns']): AnyResource {
  return {
    name: `reports/${report.name}`,
    path: report.path,
    label: report.label,
    singular: report.label,
    icon: report.icon ?? 'report',
    module: report.module,
    fields,
    list: Object.keys(fields),
    filters: Object.keys(fields),
    sort: report.sort,
    search: [],
    represent: '',
    access: { read: report.roles, write: [] },
  };
}

function reportFor(user: SessionUser, name: string): AnyReport {
  const report = getReport(name);
  if (!report) throw notFound(`No report "${name}"`);
  if (!allows(user.roles, { report }))
    throw forbidden(`You do not have permission to run the ${report.label.toLowerCase()} report`);
  return report;
}

/** The filter values a report's query receives: `{ status: 'active' }`, ranges as `<field>_gte`. */
function filtersOf(report: AnyReport, raw: string | undefined): Record<string, unknown> {
  const { conditions, q } = parseFilter(asResource(report, report.filters), raw);
  if (q !== undefined) throw badRequest('Reports have no text search: use their filters');
  return Object.fromEntries(
    conditions.map((c) => [c.op === 'gte' || c.op === 'lte' ? `${c.field}_${c.op}` : c.field, c.value]),
  );
}

/** Numbers come back from PostgreSQL's sums as text; the wire carries them as numbers. */
function normalised(report: AnyReport, row: Row): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(report.columns)) {
    const value = row[name];
    out[name] =
      (field.kind === 'number' || field.kind === 'money') && value !== null && value !== undefined
        ? Number(value)
        : (value ?? null);
  }
  return out;
}

interface Page {
  readonly rows: Row[];
  readonly total: number;
}

async function run(
  ctx: AppContext,
  user: SessionUser,
  report: AnyReport,
  query: Record<string, string | undefined>,
  range?: [number, number],
): Promise<Page> {
  const filters = filtersOf(report, query.filter);
  const [sortField, order] = parseSort(asResource(report, report.columns), query.sort);
  return inBranch(ctx, user, 'read', async (db) => {
    const inner = report.query({ db, branchId: user.branchId, engine: ctx.database.engine, filters, sql });
    // The engine owns order, paging and counting, so a report's query is only its select.
    const base = db.selectFrom(sql<Row>`(${inner})`.as('r'));
    const direction = order === 'ASC' ? 'asc' : 'desc';
    const rows = await base
      .selectAll()
      .orderBy(sql.ref(`r.${sortField}`), direction)
      .$if(range !== undefined, (qb) => qb.limit((range?.[1] ?? 0) - (range?.[0] ?? 0) + 1).offset(range?.[0] ?? 0))
      .execute();
    const count = range ? await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst() : undefined;
    return { rows: rows.map((r) => normalised(report, r)), total: count ? Number(count.n) : rows.length };
  });
}

async function exportReport(report: AnyReport, page: Page, format: string): Promise<Response> {
  const columns: ExportColumn[] = Object.entries(report.columns).map(([name, field]) => ({
    name,
    header: field.label,
    field,
    kind: columnKind(field),
  }));
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    const lines = [
      columns.map((c) => csvCell(c.header)).join(','),
      ...page.rows.map((r) => columns.map((c) => csvCell(formatValue(c.field, r[c.name]))).join(',')),
    ];
    return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${report.name}-${stamp}.csv"`,
      },
    });
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(report.label.slice(0, 31), sheetOptions(columns));
  layoutSheet(sheet, columns);
  for (const row of page.rows) sheet.addRow(columns.map((c) => xlsxValue(c, row[c.name])));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${report.name}-${stamp}.xlsx"`,
    },
  });
}

/**
 * Every declared report at /api/reports/{name}, with the list protocol of resources (filter, sort,
 * range, Content-Range) and the same CSV/XLSX export. Reports are aggregates, so an export is
 * built whole rather than streamed.
 */
export function reportRoutes(ctx: AppContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/reports/:name/export', async (c) => {
    const report = reportFor(c.get('user'), c.req.param('name'));
    const format = c.req.query('format') ?? 'csv';
    if (format !== 'csv' && format !== 'xlsx') throw badRequest('format must be csv or xlsx');
    return exportReport(report, await run(ctx, c.get('user'), report, c.req.query()), format);
  });
  routes.get('/reports/:name', async (c) => {
    const report = reportFor(c.get('user'), c.req.param('name'));
    const range = parseRange(c.req.query('range'));
    const { rows, total } = await run(ctx, c.get('user'), report, c.req.query(), range);
    const span = rows.length > 0 ? `${range[0]}-${range[0] + rows.length - 1}` : '*';
    c.header('Content-Range', `reports/${report.name} ${span}/${total}`);
    return c.json(rows.map((row, i) => ({ id: range[0] + i + 1, ...row })));
  });
  return routes;
}
