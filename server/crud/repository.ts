import { sql } from 'kysely';
import { type AnyResource, canDelete, tableOf } from '../../src/schema';
import type { AppContext, SessionUser } from '../context';
import type { Row } from '../db/database';
import { transition } from '../engine/transition';
import { refused, type Writer } from '../engine/writer';
import { badRequest, notFound } from '../errors';
import type { ListParams } from './params';
import { inBranch } from './scope';
import { computedSelections, fromRow, listSelections } from './serialize';
import { StatementCache } from './statements';
import { whereOf, whereParts } from './where';

/**
 * A record id as a client may send it: a positive whole number or a string of its digits. Only
 * those two types: String() would turn [["258"]] or ["258"] into "258" and find record 258.
 */
function idOf(raw: unknown): number | undefined {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function parseId(raw: unknown): number {
  const id = idOf(raw);
  if (id === undefined) throw notFound('No such record');
  return id;
}

/** The window count's column in a search page's rows; never sent to the client. */
const TOTAL = '__total';

/**
 * The generic API's requests: each runs in its branch (and, for writes, one transaction) and hands
 * the write itself to the Writer, the one path every write takes, a module's included.
 */
export class Repository {
  constructor(
    private readonly ctx: AppContext,
    readonly writer: Writer,
  ) {}

  /** Compiled list statements by shape (statements.ts): one per resource, sort, filters and search. */
  private readonly statements = new StatementCache();

  async list(user: SessionUser, resource: AnyResource, params: ListParams): Promise<{ rows: Row[]; total: number }> {
    const { engine } = this.ctx.database;
    const [start, end] = params.range;
    const [sortField, order] = params.sort;
    const table = tableOf(resource);
    const parts = whereParts(engine, resource, user.branchId, params.conditions, params.q);
    const where = parts.flatMap((p) => p.values);
    // A search cannot use an index's order, so the page sorts every match anyway: counting them in
    // the same statement reads the matches once, not twice. Without one the page stops after its
    // rows, and a separate count is far cheaper than a count over every row of the page query.
    const searching = parts.some((p) => p.key === 'search');
    const shape = `${sortField} ${order}|${parts.map((p) => p.key).join('|')}`;
    const direction = order === 'ASC' ? 'asc' : 'desc';
    // The page size is written into the SQL, not bound: SQLite plans a bound LIMIT as unknown and
    // sorts every match before taking the page (a selective list's statement ran 72 µs, with the
    // literal 20 µs). Screens ask for a handful of sizes, so the shapes stay few.
    const size = end - start + 1;
    return inBranch(this.ctx, user, 'read', async (db) => {
      const page = this.statements.bind(resource, `page ${size} ${shape}`, [...where, start], (slots) =>
        db
          .selectFrom(table)
          .where(whereOf(parts, slots))
          .select(listSelections(resource))
          .select(computedSelections(resource))
          .$if(searching, (qb) => qb.select(sql<number>`count(*) over ()`.as(TOTAL)))
          .orderBy(`${table}.${sortField}`, direction)
          .orderBy(`${table}.id`, direction)
          .limit(sql.lit(size))
          .offset(slots[where.length] as number),
      );
      const { rows } = await db.executeQuery<Row>(page);
      let total = searching && rows.length > 0 ? Number(rows[0][TOTAL]) : 0;
      // A page that is not full and not past the end holds the last rows: its end is the total,
      // so a selective list (one admission number) needs no second query.
      const lastPage = rows.length < size && (rows.length > 0 || start === 0);
      if (!searching && lastPage) total = start + rows.length;
      else if (!searching || (rows.length === 0 && start > 0)) {
        const count = this.statements.bind(resource, `count ${shape}`, where, (slots) =>
          db
            .selectFrom(table)
            .where(whereOf(parts, slots))
            .select((eb) => eb.fn.countAll().as('total')),
        );
        total = Number((await db.executeQuery<Row>(count)).rows[0]?.total ?? 0);
      }
      return { rows: rows.map((r) => fromRow(resource, r, TOTAL)), total };
    });
  }

  getOne(user: SessionUser, resource: AnyResource, rawId: unknown): Promise<Row> {
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'read', (db) => this.writer.load(db, user, resource, id));
  }

  create(user: SessionUser, resource: AnyResource, input: unknown): Promise<Row> {
    return inBranch(this.ctx, user, 'write', (db) => this.writer.create(db, user, resource, input));
  }

  /** The record is found first (404 for another branch's), then the body is checked against it. */
  update(user: SessionUser, resource: AnyResource, rawId: unknown, input: unknown): Promise<Row> {
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'write', (db) => this.writer.update(db, user, resource, id, input));
  }

  remove(user: SessionUser, resource: AnyResource, rawId: unknown): Promise<Row> {
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'write', (db) => this.writer.remove(db, user, resource, id));
  }

  /** POST /api/{resource}/{id}/{action}: a workflow action (server/engine/transition.ts). */
  act(user: SessionUser, resource: AnyResource, rawId: unknown, action: string, input: unknown): Promise<Row> {
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'write', (db) => transition(this.writer, db, user, resource, id, action, input));
  }

  /** A singleton's one record in the caller's branch, made from the declared defaults on first use. */
  async current(user: SessionUser, resource: AnyResource): Promise<Row> {
    const find = () =>
      inBranch(this.ctx, user, 'read', (db) =>
        db
          .selectFrom(tableOf(resource))
          .select('id')
          .where('branch_id', '=', user.branchId)
          .orderBy('id')
          .executeTakeFirst(),
      );
    const found = await find();
    if (found) return this.getOne(user, resource, found.id);
    return inBranch(this.ctx, user, 'write', (db) => this.writer.create(db, user, resource, {}, { system: true }));
  }

  /** All or nothing: one missing id or one invalid value rolls the whole batch back. */
  async bulkUpdate(user: SessionUser, resource: AnyResource, rawIds: unknown, input: unknown): Promise<number[]> {
    const ids = parseIds(rawIds);
    if (typeof input !== 'object' || input === null || Array.isArray(input) || Object.keys(input).length === 0)
      throw badRequest('Nothing to change: data has no fields');
    return inBranch(this.ctx, user, 'write', async (db) => {
      // Every record is found first: an id of another school is a 404 whatever its place in the list.
      for (const id of ids) await this.writer.load(db, user, resource, id);
      for (const id of ids) await this.writer.update(db, user, resource, id, input);
      return ids;
    });
  }

  async bulkDelete(user: SessionUser, resource: AnyResource, rawIds: unknown): Promise<number[]> {
    const ids = parseIds(rawIds);
    if (!canDelete(resource)) throw refused(resource, 'deleted');
    return inBranch(this.ctx, user, 'write', async (db) => {
      for (const id of ids) await this.writer.load(db, user, resource, id);
      for (const id of ids) await this.writer.remove(db, user, resource, id);
      return ids;
    });
  }
}

export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw badRequest('ids must be a non-empty list of record ids', { ids: 'Required' });
  if (raw.length > 1000) throw badRequest('At most 1000 records can be changed at once', { ids: 'Too many' });
  const ids: number[] = [];
  for (const [index, value] of raw.entries()) {
    const id = idOf(value);
    if (id === undefined)
      throw badRequest(
        `ids must list record ids, each a positive whole number or a string of digits: item ${index + 1} is not`,
        { ids: 'Invalid id' },
      );
    ids.push(id);
  }
  return [...new Set(ids)];
}

export { validated } from '../engine/writer';
