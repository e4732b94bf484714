import {
  type AnyResource,
  canCreate,
  canDelete,
  canUpdate,
  superMay,
  crossFieldErrors,
  type FieldError,
  formatValidationMessage,
  isLocked,
  tableOf,
  validateRecord,
  type ValidationMode,
} from '../../src/schema';
import { hashPassword } from '../auth/passwords';
import type { AppContext, SessionUser } from '../context';
import { type AuditAction, diff, writeAudit } from '../crud/audit';
import { computedSelections, fromRow, readableColumns, toRow } from '../crud/serialize';
import type { Db, Engine, Row } from '../db/database';
import { type FieldCode, HttpError, refusal, say, singularKey } from '../errors';
import { type ChildSpec, childSpecs } from './child-spec';
import { checkWithin, fillFetched, refreshParents, storeDerived } from './derived';
import type { Hooks, HookArgs } from './hooks';
import { asLine, checkLines, readLines, storeInlineLines } from './lines';
import { checkReferences, refuseIfHeld } from './references';
import { systemValues, withDefaults } from './system-values';

export interface WriteOptions {
  /** An engine's own write: read-only and state fields may be set; the operation switches do not apply. */
  readonly system?: boolean;
  /** A super administrator's write of a national table its declaration gives them (superMay). */
  readonly superAdministrator?: boolean;
  /** A line written with its parent: the parent's values kept from its lines follow once, after all of them. */
  readonly asLine?: boolean;
  /** What an update's audit row names, when it is not a plain edit ('undo', 'undo_promotion'). */
  readonly auditAction?: AuditAction;
}

/** The operation is open to this writer: the engines always, a super administrator per superMay, users per canX. */
function mayWrite(resource: AnyResource, operation: 'create' | 'update' | 'delete', options: WriteOptions): boolean {
  if (options.system) return true;
  if (options.superAdministrator) return superMay(resource, operation);
  return { create: canCreate, update: canUpdate, delete: canDelete }[operation](resource);
}

const secretFields = (resource: AnyResource) =>
  Object.keys(resource.fields).filter((f) => resource.fields[f].kind === 'password');

/** The validator's errors as a 400: English per field, and the keys with arguments a client translates. */
export function fieldErrors(errors: Record<string, FieldError>): HttpError {
  return new HttpError(
    400,
    'Some fields need attention',
    Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, formatValidationMessage(e)])),
    Object.fromEntries(
      Object.entries(errors).map(([k, e]) => [
        k,
        { message: e.message, args: e.args, ...(e.keys ? { keys: e.keys } : {}) },
      ]),
    ),
    say('shule.errors.fields'),
  );
}

/** A resource's plural name in its user's language: "Students are kept by the system". */
const pluralKey = (resource: AnyResource) => ({ key: `resources.${resource.name}.name`, count: 2 });

/** A record's state in its user's language, lower-cased as the English sentence has it. */
export const stateKey = (resource: AnyResource, state: string) => ({
  key: `resources.${resource.name}.choices.${resource.workflow?.field ?? ''}.${state}`,
  lower: true,
});

/** 409: the record's state forbids the change (a submitted document). */
function lockedAnswer(resource: AnyResource, record: Row, which: 'locked' | 'locked_delete'): HttpError {
  const state = String(record[resource.workflow?.field ?? ''] ?? '');
  return refusal(
    409,
    say(
      `shule.errors.${which}`,
      { singular: resource.singular.toLowerCase(), state },
      { singular: singularKey(resource), state: stateKey(resource, state) },
    ),
  );
}

export function validated(
  resource: AnyResource,
  input: unknown,
  mode: ValidationMode,
  stored?: Row,
): Record<string, unknown> {
  const result = validateRecord(resource, input, mode, stored);
  if (result.ok) return result.data;
  throw fieldErrors(result.errors);
}

/** 405: the operation is switched off for this resource (a ledger, a singleton, a national table). */
export const refused = (resource: AnyResource, what: 'created' | 'changed' | 'deleted') =>
  refusal(
    405,
    say(
      resource.writtenBy === 'engine' || resource.national
        ? `shule.errors.kept_by_system.${what}`
        : `shule.errors.switched_off.${what}`,
      { resource: resource.label },
      { resource: pluralKey(resource) },
    ),
  );

/**
 * Every write of a registry record, a module's included: validation, the hooks of every module,
 * references, child rows, derived fields and the audit, inside the caller's transaction.
 */
export class Writer {
  constructor(
    private readonly ctx: AppContext,
    readonly hooks: Hooks,
  ) {}

  get engine(): Engine {
    return this.ctx.database.engine;
  }

  /** One record as the API answers it (lines included), or 404. */
  async load(db: Db, user: SessionUser, resource: AnyResource, id: number): Promise<Row> {
    const table = tableOf(resource);
    const row = await db
      .selectFrom(table)
      .select(readableColumns(resource).map((c) => `${table}.${c}`))
      .select(computedSelections(resource))
      .where(`${table}.id`, '=', id)
      .$if(!resource.national, (qb) => qb.where(`${table}.branch_id`, '=', user.branchId))
      .$if(resource.view !== undefined, (qb) =>
        Object.entries(resource.view?.filter ?? {}).reduce(
          (q, [k, v]) => q.where(`${table}.${k}`, '=', toRow(resource, { [k]: v }, this.engine)[k]),
          qb,
        ),
      )
      .executeTakeFirst();
    if (!row)
      throw refusal(
        404,
        say(
          'shule.errors.no_record',
          { singular: resource.singular.toLowerCase(), id },
          { singular: singularKey(resource) },
        ),
      );
    const record = fromRow(resource, row);
    for (const spec of childSpecs(resource)) record[spec.field] = await readLines(db, spec, id);
    return record;
  }

  private args(db: Db, user: SessionUser, resource: AnyResource, action: string, data: Row, more: Partial<HookArgs>) {
    return { db, user, engine: this.engine, resource, writer: this, action, data, ...more };
  }

  /** Splits the lines off a record's values, checked against the stored ones. */
  private async takeLines(db: Db, resource: AnyResource, data: Row, id?: number) {
    const taken: { spec: ChildSpec; lines: Row[]; existing: Row[] }[] = [];
    for (const spec of childSpecs(resource)) {
      // Absent lines are left as they are (guardians may be added later through their own API);
      // lines sent must respect the declared fewest and most.
      if (!Object.hasOwn(data, spec.field)) continue;
      const existing = id === undefined ? [] : await readLines(db, spec, id);
      const lines = checkLines(spec, data[spec.field], existing, id === undefined);
      // Hooks see the checked lines (a student's hook marks the primary guardian) until detach().
      data[spec.field] = lines;
      taken.push({ spec, lines, existing });
    }
    return taken;
  }

  private async systemChecked(db: Db, resource: AnyResource, data: Row, id?: number) {
    return { data, taken: await this.takeLines(db, resource, data, id) };
  }

  /** Takes the lines, as the hooks left them, off the values stored in the parent's row. */
  private detach(data: Row, taken: Awaited<ReturnType<Writer['takeLines']>>) {
    return taken.map((t) => {
      const lines = Array.isArray(data[t.spec.field]) ? (data[t.spec.field] as Row[]) : t.lines;
      delete data[t.spec.field];
      return { ...t, lines };
    });
  }

  private async storeLines(
    db: Db,
    user: SessionUser,
    parentId: number,
    taken: Awaited<ReturnType<Writer['takeLines']>>,
  ) {
    for (const { spec, lines, existing } of taken) {
      if (!spec.resource) {
        await storeInlineLines(db, this.engine, user, spec, parentId, lines, existing);
        continue;
      }
      const child = spec.resource;
      const kept = new Set(lines.filter((l) => l.id !== undefined).map((l) => Number(l.id)));
      const asPart = { asLine: true };
      for (const row of existing)
        if (!kept.has(Number(row.id))) await this.remove(db, user, child, Number(row.id), asPart);
      for (const [i, { id, ...line }] of lines.entries()) {
        const values = { ...line, [spec.parentColumn]: parentId };
        await asLine(spec, i, () =>
          id === undefined
            ? this.create(db, user, child, values, asPart)
            : this.update(db, user, child, Number(id), values, asPart),
        );
      }
    }
  }

  /**
   * A user's values and their lines, checked together so that one answer names every problem,
   * the record's fields and its lines' (`guardians.0.phone`) alike.
   */
  private async checked(db: Db, resource: AnyResource, input: unknown, mode: ValidationMode, before?: Row) {
    const result = validateRecord(resource, input, mode, before);
    const raw = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Row) : {};
    const data: Row = result.ok
      ? result.data
      : Object.fromEntries(
          childSpecs(resource).flatMap((s) => (Object.hasOwn(raw, s.field) ? [[s.field, raw[s.field]]] : [])),
        );
    const own = result.ok ? undefined : fieldErrors(result.errors);
    let errors: Record<string, string> = own?.errors ?? {};
    let codes: Record<string, FieldCode> = own?.codes ?? {};
    let taken: Awaited<ReturnType<Writer['takeLines']>> = [];
    try {
      taken = await this.takeLines(db, resource, data, before === undefined ? undefined : Number(before.id));
    } catch (error) {
      if (!(error instanceof HttpError) || !error.errors) throw error;
      errors = { ...errors, ...error.errors };
      codes = { ...codes, ...error.codes };
    }
    if (Object.keys(errors).length > 0)
      throw new HttpError(400, 'Some fields need attention', errors, codes, say('shule.errors.fields'));
    return { data, taken };
  }

  /** The row to store: references checked again after the hooks, which may have set some. */
  private async stored(db: Db, user: SessionUser, resource: AnyResource, data: Row, system = false): Promise<Row> {
    await checkReferences(db, resource, data, user.branchId);
    const prepared = { ...data };
    for (const name of secretFields(resource)) {
      const value = prepared[name];
      if (resource.fields[name].kept) continue; // a gateway's key: the server must present it as typed
      // An engine may hand over a hash it made once (demo users share one); a user's text is always hashed.
      if (typeof value === 'string' && !(system && value.startsWith('$argon2')))
        prepared[name] = await hashPassword(value);
    }
    return toRow(resource, prepared, this.engine);
  }

  async create(
    db: Db,
    user: SessionUser,
    resource: AnyResource,
    input: unknown,
    options: WriteOptions = {},
  ): Promise<Row> {
    if (!mayWrite(resource, 'create', options)) throw refused(resource, 'created');
    const fixed = resource.view?.filter ?? {};
    const { data, taken } = options.system
      ? await this.systemChecked(
          db,
          resource,
          systemValues(resource, withDefaults(resource, { ...(input as Row), ...fixed }), 'create'),
        )
      : await this.checked(db, resource, input, 'create');
    Object.assign(data, fixed);
    const args = this.args(db, user, resource, 'create', data, { system: options.system === true });
    // References first: a module's rules then only ever read records of the writer's own branch.
    await checkReferences(db, resource, data, user.branchId);
    await this.hooks.run('validate', args);
    await checkWithin(db, user, resource, data, undefined);
    await fillFetched(db, user, resource, data, undefined);
    await this.hooks.run('beforeSave', args);
    const lines = this.detach(data, taken);
    const row = await this.stored(db, user, resource, data, options.system === true);
    const now = new Date().toISOString();
    const stamps = {
      branch_id: user.branchId,
      created_at: now,
      updated_at: now,
      created_by: user.id,
      updated_by: user.id,
    };
    const inserted = await db
      .insertInto(tableOf(resource))
      .values({ ...row, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await this.storeLines(db, user, id, lines);
    await storeDerived(db, resource, id, sentFields(lines));
    const record = await this.load(db, user, resource, id);
    const secrets = secretFields(resource);
    await writeAudit(
      db,
      user,
      'create',
      resource.name,
      id,
      diff(undefined, { ...record, ...pick(row, secrets) }, secrets),
    );
    if (!options.asLine) await refreshParents(db, user, this, resource, { after: record });
    await this.hooks.run('afterSave', { ...args, record });
    return this.asStored(db, user, resource, id, record);
  }

  /**
   * The record as its write left it: an afterSave rule may have changed it (a student billed on
   * admission has a fee balance), and a client sending the answer back must not be refused for a
   * read-only value it never touched.
   */
  private async asStored(db: Db, user: SessionUser, resource: AnyResource, id: number, record: Row): Promise<Row> {
    const names = resource.view ? [resource.name, resource.view.resource] : [resource.name];
    return names.some((name) => this.hooks.count(name, 'afterSave') > 0) ? this.load(db, user, resource, id) : record;
  }

  async update(
    db: Db,
    user: SessionUser,
    resource: AnyResource,
    id: number,
    input: unknown,
    options: WriteOptions = {},
  ): Promise<Row> {
    const before = await this.load(db, user, resource, id);
    if (!options.system) {
      if (!mayWrite(resource, 'update', options)) throw refused(resource, 'changed');
      if (isLocked(resource, before)) throw lockedAnswer(resource, before, 'locked');
    }
    const { data, taken } = options.system
      ? await this.systemChecked(db, resource, systemValues(resource, input as Row), id)
      : await this.checked(db, resource, input, 'update', before);
    const crossed = crossFieldErrors(resource, data, before);
    if (Object.keys(crossed).length > 0) throw fieldErrors(crossed);
    const args = this.args(db, user, resource, 'update', data, { before, system: options.system === true });
    // References first: a module's rules then only ever read records of the writer's own branch.
    await checkReferences(db, resource, data, user.branchId);
    await this.hooks.run('validate', args);
    await checkWithin(db, user, resource, data, before);
    await fillFetched(db, user, resource, data, before);
    await this.hooks.run('beforeSave', args);
    const lines = this.detach(data, taken);
    const row = await this.stored(db, user, resource, data, options.system === true);
    if (Object.keys(row).length > 0)
      await db
        .updateTable(tableOf(resource))
        .set({ ...row, updated_at: new Date().toISOString(), updated_by: user.id })
        .where('id', '=', id)
        .where('branch_id', '=', user.branchId)
        .execute();
    await this.storeLines(db, user, id, lines);
    await storeDerived(db, resource, id, sentFields(lines));
    const record = await this.load(db, user, resource, id);
    const secrets = secretFields(resource);
    const changes = diff(before, { ...record, ...pick(row, secrets) }, secrets);
    await writeAudit(db, user, options.auditAction ?? 'update', resource.name, id, changes);
    if (!options.asLine) await refreshParents(db, user, this, resource, { before, after: record });
    await this.hooks.run('afterSave', { ...args, record });
    return this.asStored(db, user, resource, id, record);
  }

  async remove(db: Db, user: SessionUser, resource: AnyResource, id: number, options: WriteOptions = {}): Promise<Row> {
    if (!mayWrite(resource, 'delete', options)) throw refused(resource, 'deleted');
    const before = await this.load(db, user, resource, id);
    if (!options.system && isLocked(resource, before)) throw lockedAnswer(resource, before, 'locked_delete');
    const args = this.args(
      db,
      user,
      resource,
      'delete',
      {},
      { before, record: before, system: options.system === true },
    );
    await this.hooks.run('beforeDelete', args);
    await refuseIfHeld(db, user, resource, before);
    for (const spec of childSpecs(resource)) {
      if (!spec.resource) await db.deleteFrom(spec.table).where('parent_id', '=', id).execute();
      else
        for (const line of before[spec.field] as Row[])
          await this.remove(db, user, spec.resource, Number(line.id), { ...options, asLine: true });
    }
    await db.deleteFrom(tableOf(resource)).where('id', '=', id).where('branch_id', '=', user.branchId).execute();
    await writeAudit(db, user, 'delete', resource.name, id, diff(before, undefined, secretFields(resource)));
    if (!options.asLine) await refreshParents(db, user, this, resource, { before });
    await this.hooks.run('afterDelete', args);
    return before;
  }
}

/** The child-table fields a write sent, whose derived values follow them. */
const sentFields = (lines: readonly { spec: ChildSpec }[]): string[] => lines.map(({ spec }) => spec.field);

function pick(row: Row, keys: readonly string[]): Row {
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}
