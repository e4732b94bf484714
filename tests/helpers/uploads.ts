import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness';
import { uploadsRoot } from '../../server/modules/uploads/storage';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable: what a renamed .exe looks like inside. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** A PNG-headed file of the given size, with bytes that differ from place to place. */
export function bigPng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes, 0, 0, 16);
  for (let i = 16; i < size; i += 4096) bytes.writeUInt32BE(i >>> 0, i);
  return bytes;
}

export function uploadForm(
  bytes: Uint8Array,
  name: string,
  otherdata: unknown,
  chunk: Record<string, string | number> = {},
): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  form.set('otherdata', typeof otherdata === 'string' ? otherdata : JSON.stringify(otherdata));
  for (const [key, value] of Object.entries(chunk)) form.set(key, String(value));
  return form;
}

export async function upload(
  t: TestApp,
  token: string | undefined,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.app.request('/api/uploads', {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  });
}

/** Every file under the uploads folder of the test app (stored files and chunk folders). */
export function storedFiles(t: TestApp): string[] {
  const root = uploadsRoot(t.ctx);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((name) => path.join(root, name))
    .filter((file) => fs.statSync(file).isFile());
}

export async function firstStudent(t: TestApp, branchId: number): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('students')
    .select('id')
    .where('branch_id', '=', branchId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function uploadRows(t: TestApp): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
