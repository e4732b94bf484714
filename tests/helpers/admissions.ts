import { inflateSync } from 'node:zlib';
import { branchIdOf, countRows } from './api';
import type { TestApp } from './harness';
import type { Row } from '../../server/db/database';

export interface Session {
  readonly token: string;
  readonly branchId: number;
}

export async function sessionOf(t: TestApp, username: string): Promise<Session> {
  const { accessToken, branchId } = await t.signIn(username);
  return { token: accessToken, branchId };
}

export const body = async <T = Row>(response: Response): Promise<T> => (await response.json()) as T;

/** The active classes of a branch in level order, each with its streams. */
export async function classesOf(t: TestApp, branchId: number): Promise<(Row & { streams: Row[] })[]> {
  const db = t.ctx.database.db;
  const classes = await db
    .selectFrom('classes')
    .selectAll()
    .where('branch_id', '=', branchId)
    .orderBy('level')
    .orderBy('id')
    .execute();
  const streams = await db.selectFrom('streams').selectAll().where('branch_id', '=', branchId).execute();
  return classes.map((c) => ({ ...c, streams: streams.filter((s) => Number(s.class_id) === Number(c.id)) }));
}

export async function firstOf(t: TestApp, table: string, branchId: number, where: Row = {}): Promise<Row> {
  let query = t.ctx.database.db.selectFrom(table).selectAll().where('branch_id', '=', branchId);
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return query.orderBy('id').executeTakeFirstOrThrow();
}

/** Row counts of the tables a failed write must leave alone. */
export async function counts(t: TestApp, tables: readonly string[] = ['students', 'guardians', 'audit_log']) {
  return Object.fromEntries(await Promise.all(tables.map(async (name) => [name, await countRows(t, name)] as const)));
}

export const demoBranches = async (t: TestApp) => ({
  home: await branchIdOf(t, 'DHS'),
  away: await branchIdOf(t, 'DPS'),
});

/**
 * The text a PDF shows: its content streams inflated, the strings of each TJ/Tj joined (pdfkit
 * splits words for kerning and writes standard-font text as hex).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const marker = /stream\r?\n/g;
  for (let m = marker.exec(raw); m; m = marker.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    marker.lastIndex = end;
  }
  const lines: string[] = [];
  for (const content of contents) {
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const pieces = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((p) => p[1]) : [op[2]];
      lines.push(pieces.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}
