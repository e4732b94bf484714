import { type SqlBool, sql } from 'kysely';
import type { AnyResource } from '../../src/schema';
import type { WherePart } from '../crud/where';
import type { Db, Engine } from './database';

/**
 * Full-text search over a resource's declared search fields, prefix-matching every word of `q`:
 * SQLite keeps an FTS5 index in step by triggers; PostgreSQL uses a GIN index on the same
 * expression the query uses. Both make `q` an index look-up, not a scan of the table.
 */
const ftsTable = (resource: AnyResource) => `${resource.name}_fts`;

export function searchWords(q: string): string[] {
  return (
    q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

function pgDocument(resource: AnyResource): string {
  const joined = resource.search.map((f) => `coalesce(${f}::text, '')`).join(` || ' ' || `);
  return `to_tsvector('simple', regexp_replace(${joined}, '[^[:alnum:]]+', ' ', 'g'))`;
}

/**
 * PostgreSQL: under row-level security a non-leakproof operator such as @@ cannot use an index,
 * so as the application role every search read the whole table (0.7 s at 100,000 rows). The
 * matching ids come instead from a SECURITY DEFINER function: it runs as the owner (no policy, so
 * the GIN index) and answers ids of the request's branch only; the outer query still runs under
 * the policy.
 */
const searchFunction = (resource: AnyResource) => `${resource.name}_search_ids`;

/** Whether `q` searches at all: it has words and the resource declares fields to search. */
export const isSearch = (resource: AnyResource, q: string | undefined): boolean =>
  q !== undefined && resource.search.length > 0 && searchWords(q).length > 0;

const pgSearch = (_eb: unknown, [branch, tsquery]: readonly unknown[], resource: AnyResource) =>
  sql<SqlBool>`${sql.ref(`${resource.name}.id`)} in (select ${sql.raw(searchFunction(resource))}(${branch}, to_tsquery('simple', ${tsquery})))`;

const sqliteSearch = (_eb: unknown, [text]: readonly unknown[], resource: AnyResource) => {
  const fts = sql.table(ftsTable(resource));
  return sql<SqlBool>`${sql.ref(`${resource.name}.id`)} in (select rowid from ${fts} where ${fts} match ${text})`;
};

/**
 * The condition `q` adds to a list query, or undefined when q has no words: its shape (the same
 * for every q), the values it binds and how to build it from them (crud/where.ts).
 */
export function searchPart(engine: Engine, resource: AnyResource, q: string, branchId: number): WherePart | undefined {
  const words = searchWords(q);
  if (words.length === 0 || resource.search.length === 0) return undefined;
  if (engine === 'postgres') {
    const query = words.map((w) => `${w}:*`).join(' & ');
    return { key: 'search', values: [branchId, query], subject: resource, build: pgSearch };
  }
  const match = words.map((w) => `"${w}"*`).join(' ');
  return { key: 'search', values: [match], subject: resource, build: sqliteSearch };
}

async function createSearchFunction(db: Db, resource: AnyResource): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = `"${rows[0].schema.replace(/"/g, '""')}"`;
  const scope = 'branch_id'; // a school's own row too: its branch_id is its id
  // The branch a request set for the policy, when there is one, binds the function too.
  const setting = `nullif(current_setting('shule.branch_id', true), '')::bigint`;
  await sql
    .raw(
      `create function ${searchFunction(resource)}(branch bigint, query tsquery) returns setof bigint
       language sql stable security definer set search_path = ${schema}, pg_temp
       as $fn$ select id from ${resource.name} where ${scope} = branch and ${scope} = coalesce(${setting}, branch)
         and ${pgDocument(resource)} @@ query $fn$`,
    )
    .execute(db);
}

async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('shule_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as string | undefined;
}

async function writeMeta(db: Db, engine: Engine, key: string, value: string): Promise<void> {
  await db.deleteFrom('shule_meta').where('key', '=', key).execute();
  await db.insertInto('shule_meta').values({ key, value }).execute();
  void engine;
}

export async function syncSearchIndex(db: Db, engine: Engine, resource: AnyResource): Promise<void> {
  // sqlite:v2: the update trigger fires only when a searched column is written (a student's fee
  // balance, an SMS's status change often and re-indexed the row each time).
  const signature = `${engine === 'postgres' ? 'postgres:ids' : 'sqlite:v2'}:${resource.search.join(',')}`;
  const metaKey = `search:${resource.name}`;
  if ((await readMeta(db, metaKey)) === signature) return;
  const table = resource.name;
  if (engine === 'postgres') {
    await sql.raw(`drop index if exists ${table}_search`).execute(db);
    await sql.raw(`drop function if exists ${searchFunction(resource)}(bigint, tsquery)`).execute(db);
    if (resource.search.length > 0) {
      await sql.raw(`create index ${table}_search on ${table} using gin (${pgDocument(resource)})`).execute(db);
      await createSearchFunction(db, resource);
    }
  } else {
    const fts = ftsTable(resource);
    for (const op of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${fts}_${op}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
    if (resource.search.length > 0) {
      const cols = resource.search.join(', ');
      const newVals = resource.search.map((f) => `new.${f}`).join(', ');
      const oldVals = resource.search.map((f) => `old.${f}`).join(', ');
      await sql
        .raw(
          `create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_ai after insert on ${table} begin insert into ${fts}(rowid, ${cols}) values (new.id, ${newVals}); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_ad after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldVals}); end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${fts}_au after update of ${cols} on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldVals}); insert into ${fts}(rowid, ${cols}) values (new.id, ${newVals}); end`,
        )
        .execute(db);
      await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    }
  }
  await writeMeta(db, engine, metaKey, signature);
}
