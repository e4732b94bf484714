import { PassThrough, Readable } from 'node:stream';
import path from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { type AnyResource, getResource, representationFields } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import type { Row } from '../db/database';
import { badRequest } from '../errors';
import { cellValue, csvCell, exportColumns, joinedReference } from './export-format';
import { parseFilter, parseSort } from './params';
import { inBranch } from './scope';
import { readableColumns } from './serialize';
import { whereFor } from './where';

const BATCH = 500;

function buildQuery(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
) {
  const { conditions, q } = parseFilter(resource, query.filter);
  const [sortField, order] = parseSort(resource, query.sort);
  const table = resource.name;
  return (db: AppContext['database']['db']) => {
    let qb = db.selectFrom(table).where(whereFor(ctx.database.engine, resource, user.branchId, conditions, q));
    const selections: string[] = readableColumns(resource).map((c) => `${table}.${c}`);
    for (const [name, field] of Object.entries(resource.fields)) {
      const target = field.kind === 'reference' && field.reference ? getResource(field.reference) : undefined;
      if (!target) continue;
      const alias = `ref_${name}`;
      qb = qb.leftJoin(`${target.name} as ${alias}`, `${alias}.id`, `${table}.${name}`);
      for (const rf of representationFields(target)) selections.push(`${alias}.${rf} as ${alias}__${rf}`);
    }
    const direction = order === 'ASC' ? 'asc' : 'desc';
    return qb.select(selections).orderBy(`${table}.${sortField}`, direction).orderBy(`${table}.id`, direction);
  };
}

/** Rows in batches with flat memory: a read-only SQLite connection of its own, or a PostgreSQL cursor. */
async function* rowBatches(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
): AsyncGenerator<Row[]> {
  const build = buildQuery(ctx, user, resource, query);
  const { engine, db } = ctx.database;
  if (engine === 'sqlite' && ctx.dataDir && ctx.dataDir !== ':memory:') {
    const compiled = build(db).compile();
    const reader = new Database(path.join(ctx.dataDir, 'shule.sqlite'), { readonly: true });
    try {
      let batch: Row[] = [];
      for (const row of reader.prepare(compiled.sql).iterate(...(compiled.parameters as unknown[]))) {
        batch.push(row as Row);
        if (batch.length === BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      reader.close();
    }
    return;
  }
  // PostgreSQL (inside the branch's transaction, for row-level security) and in-memory SQLite.
  const rows: Row[][] = [];
  let done = false;
  let wake: (() => void) | undefined;
  let failure: unknown;
  let resume: (() => void) | undefined;
  const producer = inBranch(ctx, user, 'read', async (trx) => {
    let batch: Row[] = [];
    for await (const row of build(trx).stream(BATCH)) {
      batch.push(row);
      if (batch.length === BATCH) {
        rows.push(batch);
        batch = [];
        wake?.();
        if (rows.length > 2) await new Promise<void>((r) => (resume = r));
      }
    }
    if (batch.length > 0) rows.push(batch);
  })
    .catch((e: unknown) => (failure = e))
    .finally(() => {
      done = true;
      wake?.();
    });
  while (true) {
    if (rows.length > 0) {
      yield rows.shift() as Row[];
      resume?.();
      resume = undefined;
      continue;
    }
    if (failure) throw failure;
    if (done) break;
    await new Promise<void>((r) => (wake = r));
    wake = undefined;
  }
  await producer;
}

export function exportResponse(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
): Response {
  const format = query.format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw badRequest('format must be csv or xlsx');
  buildQuery(ctx, user, resource, query); // validates filter and sort before the stream starts
  const columns = exportColumns(resource);
  const referenceOf = (field: string, row: Row) => {
    const target = getResource(resource.fields[field]?.reference ?? '');
    return target ? joinedReference(target, field, row) : undefined;
  };
  const batches = rowBatches(ctx, user, resource, query);
  const stamp = new Date().toISOString().slice(0, 10);
  const headers = { 'Cache-Control': 'no-store' };
  if (format === 'csv') {
    const encoder = new TextEncoder();
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`));
          return;
        }
        const next = await batches.next();
        if (next.done) return controller.close();
        const text = next.value
          .map((row) => columns.map((c) => csvCell(cellValue(c, row, referenceOf))).join(','))
          .join('\r\n');
        controller.enqueue(encoder.encode(`${text}\r\n`));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${resource.name}-${stamp}.csv"`,
      },
    });
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(resource.label);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.name, width: 18 }));
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => cellValue(c, row, referenceOf))).commit();
        if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      ...headers,
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${resource.name}-${stamp}.xlsx"`,
    },
  });
}
