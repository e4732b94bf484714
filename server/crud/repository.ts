import { sql } from 'kysely';
import {
  type AnyResource,
  canCreate,
  canDelete,
  crossFieldErrors,
  type FieldError,
  formatValidationMessage,
  validateRecord,
  type ValidationMode,
} from '../../src/schema';
import { hashPassword } from '../auth/passwords';
import type { AppContext, SessionUser } from '../context';
import type { Db, Row } from '../db/database';
import { isSearch } from '../db/search-index';
import { badRequest, HttpError, notFound } from '../errors';
import { diff, writeAudit } from './audit';
import type { ListParams } from './params';
import { inBranch, scopeColumn } from './scope';
import { computedSelections, fromRow, readableColumns, toRow } from './serialize';
import { whereFor } from './where';

/** Behaviour a module attaches to a resource's generic writes (e.g. ending a user's sessions). */
export interface ResourceHooks {
  /**
   * Runs in the write's transaction after validation, before references are checked and the row is
   * stored: it may change `data` (its own copy) or throw a 400/409 with per-field errors.
   * `before` is the stored record on update.
   */
  beforeWrite?(
    db: Db,
    user: SessionUser,
    data: Record<string, unknown>,
    action: 'create' | 'update',
    before?: Row,
  ): Promise<void> | void;
  afterWrite?(db: Db, user: SessionUser, record: Row, action: 'create' | 'update' | 'delete'): Promise<void> | void;
}

const secretFields = (resource: AnyResource) =>
  Object.keys(resource.fields).filter((f) => resource.fields[f].kind === 'password');

export function validated(resource: AnyResource, input: unknown, mode: ValidationMode): Record<string, unknown> {
  const result = validateRecord(resource, input, mode);
  if (result.ok) return result.data;
  throw fieldErrors(result.errors);
}

const fieldErrors = (errors: Record<string, FieldError>) =>
  badRequest(
    'Some fields need attention',
    Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, formatValidationMessage(e)])),
  );

export function parseId(raw: unknown): number {
  const id = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('No such record');
  return id;
}

/** The window count's column in a search page's rows; never sent to the client. */
const TOTAL = '__total';

export class Repository {
  constructor(
    private readonly ctx: AppContext,
    private readonly hooks: Readonly<Record<string, ResourceHooks>> = {},
  ) {}

  async list(user: SessionUser, resource: AnyResource, params: ListParams): Promise<{ rows: Row[]; total: number }> {
    const { engine } = this.ctx.database;
    const [start, end] = params.range;
    return inBranch(this.ctx, user, 'read', async (db) => {
      const base = db
        .selectFrom(resource.name)
        .where(whereFor(engine, resource, user.branchId, params.conditions, params.q));
      // A search cannot use an index's order, so the page sorts every match anyway: counting them in
      // the same statement reads the matches once, not twice. Without one the page stops after its
      // rows, and a separate count is far cheaper than a count over every row of the page query.
      const searching = isSearch(resource, params.q);
      const rows = await base
        .select(readableColumns(resource).map((c) => `${resource.name}.${c}`))
        .select(computedSelections(resource))
        .$if(searching, (qb) => qb.select(sql<number>`count(*) over ()`.as(TOTAL)))
        .orderBy(`${resource.name}.${params.sort[0]}`, params.sort[1] === 'ASC' ? 'asc' : 'desc')
        .orderBy(`${resource.name}.id`, params.sort[1] === 'ASC' ? 'asc' : 'desc')
        .limit(end - start + 1)
        .offset(start)
        .execute();
      let total = searching && rows.length > 0 ? Number(rows[0][TOTAL]) : 0;
      if (!searching || (rows.length === 0 && start > 0)) {
        const count = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
        total = Number(count?.total ?? 0);
      }
      return { rows: rows.map(({ [TOTAL]: _, ...r }) => fromRow(resource, r)), total };
    });
  }

  private async find(db: Db, user: SessionUser, resource: AnyResource, id: number): Promise<Row> {
    const row = await db
      .selectFrom(resource.name)
      .select(readableColumns(resource).map((c) => `${resource.name}.${c}`))
      .select(computedSelections(resource))
      .where(`${resource.name}.id`, '=', id)
      .where(`${resource.name}.${scopeColumn(resource)}`, '=', user.branchId)
      .executeTakeFirst();
    if (!row) throw notFound(`No ${resource.singular.toLowerCase()} with id ${id}`);
    return fromRow(resource, row);
  }

  getOne(user: SessionUser, resource: AnyResource, rawId: unknown): Promise<Row> {
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'read', (db) => this.find(db, user, resource, id));
  }

  /** References must point at records of the writer's own branch. */
  private async checkReferences(
    db: Db,
    resource: AnyResource,
    data: Record<string, unknown>,
    branchId: number,
  ): Promise<void> {
    const errors: Record<string, string> = {};
    for (const [name, value] of Object.entries(data)) {
      const field = resource.fields[name];
      if (!field?.reference || value === null || value === undefined) continue;
      const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [value as number])];
      if (ids.length === 0) continue;
      const found = await db
        .selectFrom(field.reference)
        .select('id')
        .where('id', 'in', ids)
        .where(scopeColumn(field.reference), '=', branchId)
        .execute();
      if (found.length !== ids.length)
        errors[name] = formatValidationMessage({ message: 'shule.validation.reference_missing', args: {} });
    }
    if (Object.keys(errors).length > 0) throw badRequest('Some fields need attention', errors);
  }

  private async prepare(db: Db, resource: AnyResource, data: Record<string, unknown>, user: SessionUser): Promise<Row> {
    await this.checkReferences(db, resource, data, user.branchId);
    const prepared = { ...data };
    for (const name of secretFields(resource)) {
      if (typeof prepared[name] === 'string') prepared[name] = await hashPassword(prepared[name] as string);
    }
    return toRow(resource, prepared, this.ctx.database.engine);
  }

  async create(user: SessionUser, resource: AnyResource, input: unknown): Promise<Row> {
    if (!canCreate(resource)) throw new HttpError(405, `New ${resource.label.toLowerCase()} cannot be created here`);
    const data = validated(resource, input, 'create');
    return inBranch(this.ctx, user, 'write', (db) => this.createIn(db, user, resource, data));
  }

  /** A validated record stored inside the caller's transaction: hooks, references, audit included. */
  async createIn(db: Db, user: SessionUser, resource: AnyResource, validData: Record<string, unknown>): Promise<Row> {
    const now = new Date().toISOString();
    const data = { ...validData };
    await this.hooks[resource.name]?.beforeWrite?.(db, user, data, 'create');
    const row = await this.prepare(db, resource, data, user);
    const values = {
      ...row,
      branch_id: user.branchId,
      created_at: now,
      updated_at: now,
      created_by: user.id,
      updated_by: user.id,
    };
    const inserted = await db.insertInto(resource.name).values(values).returning('id').executeTakeFirstOrThrow();
    const record = await this.find(db, user, resource, Number(inserted.id));
    await writeAudit(
      db,
      user,
      'create',
      resource.name,
      record.id,
      diff(undefined, { ...record, ...pick(row, secretFields(resource)) }, secretFields(resource)),
    );
    await this.hooks[resource.name]?.afterWrite?.(db, user, record, 'create');
    return record;
  }

  /** A validated change stored inside the caller's transaction; cross-field rules see the stored values. */
  async updateIn(
    db: Db,
    user: SessionUser,
    resource: AnyResource,
    id: number,
    validData: Record<string, unknown>,
  ): Promise<Row> {
    const before = await this.find(db, user, resource, id);
    const crossed = crossFieldErrors(resource, validData, before);
    if (Object.keys(crossed).length > 0) throw fieldErrors(crossed);
    const data = { ...validData };
    await this.hooks[resource.name]?.beforeWrite?.(db, user, data, 'update', before);
    const row = await this.prepare(db, resource, data, user);
    await db
      .updateTable(resource.name)
      .set({ ...row, updated_at: new Date().toISOString(), updated_by: user.id })
      .where('id', '=', id)
      .where(scopeColumn(resource), '=', user.branchId)
      .execute();
    const after = await this.find(db, user, resource, id);
    const changes = diff(before, { ...after, ...pick(row, secretFields(resource)) }, secretFields(resource));
    await writeAudit(db, user, 'update', resource.name, id, changes);
    await this.hooks[resource.name]?.afterWrite?.(db, user, after, 'update');
    return after;
  }

  async update(user: SessionUser, resource: AnyResource, rawId: unknown, input: unknown): Promise<Row> {
    const id = parseId(rawId);
    const data = validated(resource, input, 'update');
    return inBranch(this.ctx, user, 'write', (db) => this.updateIn(db, user, resource, id, data));
  }

  private async removeOne(db: Db, user: SessionUser, resource: AnyResource, id: number): Promise<Row> {
    const before = await this.find(db, user, resource, id);
    await db.deleteFrom(resource.name).where('id', '=', id).where(scopeColumn(resource), '=', user.branchId).execute();
    await writeAudit(db, user, 'delete', resource.name, id, diff(before, undefined, secretFields(resource)));
    await this.hooks[resource.name]?.afterWrite?.(db, user, before, 'delete');
    return before;
  }

  async remove(user: SessionUser, resource: AnyResource, rawId: unknown): Promise<Row> {
    if (!canDelete(resource)) throw new HttpError(405, `${resource.label} cannot be deleted here`);
    const id = parseId(rawId);
    return inBranch(this.ctx, user, 'write', (db) => this.removeOne(db, user, resource, id));
  }

  /** All or nothing: one missing id or one invalid value rolls the whole batch back. */
  async bulkUpdate(user: SessionUser, resource: AnyResource, rawIds: unknown, input: unknown): Promise<number[]> {
    const ids = parseIds(rawIds);
    const data = validated(resource, input, 'update');
    if (Object.keys(data).length === 0) throw badRequest('Nothing to change: data has no fields');
    return inBranch(this.ctx, user, 'write', async (db) => {
      for (const id of ids) await this.updateIn(db, user, resource, id, data);
      return ids;
    });
  }

  async bulkDelete(user: SessionUser, resource: AnyResource, rawIds: unknown): Promise<number[]> {
    if (!canDelete(resource)) throw new HttpError(405, `${resource.label} cannot be deleted here`);
    const ids = parseIds(rawIds);
    return inBranch(this.ctx, user, 'write', async (db) => {
      for (const id of ids) await this.removeOne(db, user, resource, id);
      return ids;
    });
  }
}

function pick(row: Row, keys: readonly string[]): Row {
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}

export function parseIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw badRequest('ids must be a non-empty list of record ids', { ids: 'Required' });
  if (raw.length > 1000) throw badRequest('At most 1000 records can be changed at once', { ids: 'Too many' });
  const ids = raw.map((v) => (typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : NaN));
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw badRequest('ids must be a non-empty list of record ids', { ids: 'Invalid id' });
  return [...new Set(ids)];
}
