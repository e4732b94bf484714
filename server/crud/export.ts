import { PassThrough, Readable } from 'node:stream';
import path from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { type AnyResource, getResource, representationFields, tableOf } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import { badRequest } from '../errors';
import { csvCell, exportColumns, layoutSheet, rowReader, sheetOptions } from './export-format';
import { parseFilter, parseSort } from './params';
import { inBranch } from './scope';
import { computedSelections } from './serialize';
import { whereFor } from './where';

const BATCH = 500;

/** The export's query and the names of its output columns, in order. */
function buildQuery(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
) {
  const { conditions, q } = parseFilter(resource, query.filter);
  const [sortField, order] = parseSort(resource, query.sort);
  const table = tableOf(resource);
  const names: string[] = exportColumns(resource).map((c) => c.name);
  const selections: string[] = names.filter((c) => !resource.fields[c]?.count).map((c) => `${table}.${c}`);
  const joins: { target: string; alias: string; field: string }[] = [];
  for (const [name, field] of Object.entries(resource.fields)) {
    const target = field.kind === 'reference' && field.reference ? getResource(field.reference) : undefined;
    if (!target) continue;
    const alias = `ref_${name}`;
    joins.push({ target: tableOf(target), alias, field: name });
    for (const rf of representationFields(target)) {
      selections.push(`${alias}.${rf} as ${alias}__${rf}`);
      names.push(`${alias}__${rf}`);
    }
  }
  const build = (db: AppContext['database']['db']) => {
    let qb = db.selectFrom(table).where(whereFor(ctx.database.engine, resource, user.branchId, conditions, q));
    for (const j of joins) qb = qb.leftJoin(`${j.target} as ${j.alias}`, `${j.alias}.id`, `${table}.${j.field}`);
    const direction = order === 'ASC' ? 'asc' : 'desc';
    return qb
      .select(selections)
      .select(computedSelections(resource))
      .orderBy(`${table}.${sortField}`, direction)
      .orderBy(`${table}.id`, direction);
  };
  return { build, names };
}

type Cells = unknown[];

/**
 * Rows as arrays in `names` order, in batches with flat memory: a read-only SQLite connection of its
 * own (raw arrays: building 100,000 row objects costs more than the query), or a PostgreSQL cursor.
 */
async function* rowBatches(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
): AsyncGenerator<Cells[]> {
  const { build, names } = buildQuery(ctx, user, resource, query);
  const { engine, db } = ctx.database;
  if (engine === 'sqlite' && ctx.dataDir && ctx.dataDir !== ':memory:') {
    const compiled = build(db).compile();
    const reader = new Database(path.join(ctx.dataDir, 'shule.sqlite'), { readonly: true });
    try {
      let batch: Cells[] = [];
      const statement = reader.prepare(compiled.sql).raw(true);
      // Raw rows come in the statement's column order; cells are read by their place in `names`.
      const returned = statement.columns().map((c) => c.name);
      const at = names.map((n) => returned.indexOf(n));
      const aligned = at.every((i, k) => i === k);
      for (const row of statement.iterate(...(compiled.parameters as unknown[]))) {
        batch.push(aligned ? (row as Cells) : at.map((i) => (row as Cells)[i]));
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
  const rows: Cells[][] = [];
  let done = false;
  let wake: (() => void) | undefined;
  let failure: unknown;
  let resume: (() => void) | undefined;
  let stopped = false;
  const producer = inBranch(ctx, user, 'read', async (trx) => {
    let batch: Cells[] = [];
    for await (const row of build(trx).stream(BATCH)) {
      batch.push(names.map((n) => row[n]));
      if (batch.length === BATCH) {
        rows.push(batch);
        batch = [];
        wake?.();
        if (rows.length > 2) await new Promise<void>((r) => (resume = r));
        if (stopped) return; // a cancelled download: close the cursor and end the transaction
      }
    }
    if (batch.length > 0) rows.push(batch);
  })
    .catch((e: unknown) => (failure = e))
    .finally(() => {
      done = true;
      wake?.();
    });
  try {
    while (true) {
      if (rows.length > 0) {
        yield rows.shift() as Cells[];
        resume?.();
        resume = undefined;
        continue;
      }
      if (failure) throw failure;
      if (done) break;
      await new Promise<void>((r) => (wake = r));
      wake = undefined;
    }
  } finally {
    // Also reached when the consumer stops early: release the producer, or it holds its connection forever.
    stopped = true;
    resume?.();
    await producer;
  }
}

/**
 * Runs the query up to its first batch before the response starts, so a value the database refuses
 * answers 400 instead of a 200 whose download breaks off after the header row.
 */
async function primed<T>(batches: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await batches.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      yield* batches;
    } finally {
      await batches.return(undefined); // a cancelled download ends the query too
    }
  })();
}

export async function exportResponse(
  ctx: AppContext,
  user: SessionUser,
  resource: AnyResource,
  query: Record<string, string | undefined>,
): Promise<Response> {
  const format = query.format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw badRequest('format must be csv or xlsx');
  const { names } = buildQuery(ctx, user, resource, query); // validates filter and sort before the stream starts
  const columns = exportColumns(resource);
  const cellsOf = rowReader(columns, names, format);
  const batches = await primed(rowBatches(ctx, user, resource, query));
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
        let text = '';
        for (const row of next.value) text += `${cellsOf(row).map(csvCell).join(',')}\r\n`;
        controller.enqueue(encoder.encode(text));
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(resource.label, sheetOptions(columns));
  layoutSheet(sheet, columns);
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(cellsOf(row)).commit();
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
