import { sql } from 'kysely';
import { type AnyResource, getResource } from '../src/schema';
import { boot } from '../server/boot';
import type { Engine, ShuleDatabase } from '../server/db/database';
import { openDatabase } from '../server/db/database';
import { demoStudents } from '../server/db/demo-data';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { insertRows } from '../server/db/system-writes';
import { toRow } from '../server/crud/serialize';
import { createPostgresSchema, withSearchPath } from './school';

/** A database holding the demo school with `students` students in its first branch. */
export interface BenchData {
  readonly engine: Engine;
  readonly dataDir: string;
  /** PostgreSQL only: the connection string the server child uses (its search_path is the bench schema). */
  readonly databaseUrl?: string;
  readonly schema?: string;
  readonly branchId: number;
  readonly classId: number;
  readonly students: number;
  readonly seedSeconds: number;
}

const students = getResource('students') as AnyResource;

/** The demo school's branch, its Form 1–4 classes and their streams: what bench seeds add students to. */
export async function demoBranch(
  database: ShuleDatabase,
): Promise<{ branchId: number; classIds: number[]; streams: number[][] }> {
  const { db } = database;
  const branch = await db.selectFrom('branches').select('id').where('code', '=', 'DHS').executeTakeFirstOrThrow();
  const branchId = Number(branch.id);
  const classes = await db
    .selectFrom('classes')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('level', '<=', 4)
    .orderBy('level')
    .execute();
  const classIds = classes.map((c) => Number(c.id));
  const streams: number[][] = [];
  for (const classId of classIds) {
    const rows = await db.selectFrom('streams').select('id').where('class_id', '=', classId).orderBy('id').execute();
    streams.push(rows.map((r) => Number(r.id)));
  }
  return { branchId, classIds, streams };
}

async function studentCount(database: ShuleDatabase, branchId: number): Promise<number> {
  const row = await database.db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('branch_id', '=', branchId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts through the table (so the FTS5 triggers keep the search index in step) in one transaction. */
function bulkSqlite(database: ShuleDatabase, branchId: number, records: Record<string, unknown>[]): void {
  const sqlite = database.sqlite;
  if (!sqlite) throw new Error('SQLite handle missing');
  const now = new Date().toISOString();
  const rows = records.map((r) => ({
    ...toRow(students, r, 'sqlite'),
    branch_id: branchId,
    created_at: now,
    updated_at: now,
  }));
  const columns = Object.keys(rows[0]);
  const insert = sqlite.prepare(
    `insert into students (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  sqlite.transaction(() => {
    for (const row of rows) insert.run(row);
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
}

async function fill(database: ShuleDatabase, target: number): Promise<{ branchId: number; classId: number }> {
  const { branchId, classIds, streams } = await demoBranch(database);
  const missing = target - (await studentCount(database, branchId));
  if (missing > 0) {
    const records = demoStudents(missing, classIds, streams, 'BEN');
    if (database.engine === 'sqlite') bulkSqlite(database, branchId, records);
    else
      await database.db
        .transaction()
        .execute((trx) => insertRows({ ...database, db: trx }, 'students', branchId, records));
  }
  // The steady state autovacuum reaches after a bulk load: statistics, and the GIN pending list merged
  // (until then every search scans that list).
  if (database.engine === 'postgres') await sql`vacuum analyze students`.execute(database.db);
  // Form 2: demoStudents alternates boys and girls, so with four forms Forms 1 and 3 hold boys only.
  return { branchId, classId: classIds[1] };
}

/** SQLite: boot() creates the demo school in a fresh folder, as a first start would. */
export async function seedSqlite(dataDir: string, target: number): Promise<BenchData> {
  const started = performance.now();
  const ctx = await boot({ dataDir, log: () => undefined });
  try {
    const { branchId, classId } = await fill(ctx.database, target);
    const count = await studentCount(ctx.database, branchId);
    const seedSeconds = (performance.now() - started) / 1000;
    return { engine: 'sqlite', dataDir, branchId, classId, students: count, seedSeconds };
  } finally {
    await ctx.database.close();
  }
}

/** PostgreSQL: a schema of its own (dropped afterwards), migrated and seeded like the demo. */
export async function seedPostgres(url: string, dataDir: string, target: number): Promise<BenchData> {
  const started = performance.now();
  const schema = await createPostgresSchema(url, 'bench', 5);
  const database = openDatabase({ url, schema });
  try {
    await migrate(database);
    await seedDemo(database);
    const { branchId, classId } = await fill(database, target);
    const count = await studentCount(database, branchId);
    const seedSeconds = (performance.now() - started) / 1000;
    const databaseUrl = withSearchPath(url, schema);
    return { engine: 'postgres', dataDir, databaseUrl, schema, branchId, classId, students: count, seedSeconds };
  } finally {
    await database.close();
  }
}
