import { type Coded, englishText, validateRecord } from '../../src/schema';
import type { SessionUser } from '../context';
import { fromRow, readableColumns, toRow } from '../crud/serialize';
import type { Db, Engine, Row } from '../db/database';
import { type FieldCode, HttpError, say } from '../errors';
import type { ChildSpec } from './child-spec';

type Lines = Record<string, unknown>[];

/** The child rows of one parent, in their order, as the wire carries them (the parent column left out). */
export async function readLines(db: Db, spec: ChildSpec, parentId: number): Promise<Row[]> {
  const columns = ['id', ...readableColumns(spec.rows).filter((c) => spec.rows.fields[c])];
  const rows = await db
    .selectFrom(spec.table)
    .select(spec.resource ? columns : [...columns, 'position'])
    .where(spec.parentColumn, '=', parentId)
    .$if(!spec.resource, (qb) => qb.orderBy('position'))
    .orderBy('id')
    .execute();
  return rows.map((row) => fromRow(spec.rows, row));
}

/**
 * Checks a parent's lines before anything is stored, keying every error by its row
 * (`guardians.1.phone`), and answers them normalised. Rows carrying an `id` must be existing lines
 * of this parent; the others are new.
 */
export function checkLines(spec: ChildSpec, value: unknown, existing: readonly Row[], creating: boolean): Lines {
  const errors: Record<string, string> = {};
  const codes: Record<string, FieldCode> = {};
  const fail = (key: string, error: Coded) => {
    errors[key] = englishText(error);
    codes[key] = error;
  };
  const rows = Array.isArray(value) ? (value as unknown[]) : [];
  // A write may not take the lines below the fewest or above the most; a record that already has
  // fewer (added before the rule, or through the lines' own API) can still be saved as it is.
  if (spec.min !== undefined && rows.length < spec.min && (creating || rows.length < existing.length))
    fail(spec.field, { message: 'shule.validation.too_few_rows', args: { min: spec.min } });
  if (spec.max !== undefined && rows.length > spec.max && rows.length > existing.length)
    fail(spec.field, { message: 'shule.validation.too_many_rows', args: { max: spec.max } });
  const known = new Map(existing.map((row) => [Number(row.id), row]));
  const checked: Lines = rows.map((row, i) => {
    const own = typeof row === 'object' && row !== null && !Array.isArray(row);
    const { id, position: _position, [spec.parentColumn]: _parent, ...fields } = (own ? row : {}) as Row;
    const stored = id === undefined || id === null ? undefined : known.get(Number(id));
    if (id !== undefined && id !== null && !stored) {
      fail(`${spec.field}.${i}.id`, say('shule.errors.not_a_line'));
      return {};
    }
    const result = validateRecord(spec.rows, own ? fields : row, stored ? 'update' : 'create', stored);
    if (!result.ok) {
      for (const [name, error] of Object.entries(result.errors)) fail(`${spec.field}.${i}.${name}`, error);
      return {};
    }
    return stored ? { ...result.data, id: Number(id) } : result.data;
  });
  if (Object.keys(errors).length > 0)
    throw new HttpError(400, 'Some fields need attention', errors, codes, say('shule.errors.fields'));
  return checked;
}

/** Answers a line's own errors under its place in the parent's body. */
export async function asLine<T>(spec: ChildSpec, index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    const prefixed = <T>(entries: Record<string, T>) =>
      Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${spec.field}.${index}.${k}`, v]));
    throw new HttpError(
      error.status,
      error.message,
      prefixed(error.errors),
      error.codes && prefixed(error.codes),
      error.coded,
    );
  }
}

/** Stores inline lines: updates those kept, inserts the new, deletes the rest; positions follow the body. */
export async function storeInlineLines(
  db: Db,
  engine: Engine,
  user: SessionUser,
  spec: ChildSpec,
  parentId: number,
  lines: Lines,
  existing: readonly Row[],
): Promise<void> {
  const kept = new Set(lines.filter((l) => l.id !== undefined).map((l) => Number(l.id)));
  const gone = existing.map((row) => Number(row.id)).filter((id) => !kept.has(id));
  if (gone.length > 0) await db.deleteFrom(spec.table).where('id', 'in', gone).execute();
  for (const [position, line] of lines.entries()) {
    const { id, ...fields } = line;
    const values = { ...toRow(spec.rows, fields, engine), position };
    if (id !== undefined) await db.updateTable(spec.table).set(values).where('id', '=', Number(id)).execute();
    else {
      const now = new Date().toISOString();
      await db
        .insertInto(spec.table)
        .values({
          ...values,
          parent_id: parentId,
          branch_id: user.branchId,
          created_at: now,
          updated_at: now,
          created_by: user.id,
          updated_by: user.id,
        })
        .execute();
    }
  }
}
