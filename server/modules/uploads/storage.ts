import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../context';

const temporary = new WeakMap<AppContext, string>();

const isInside = (child: string, parent: string): boolean => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * <SHULE_DATA_DIR>/uploads: beside the database, never under the built web root, so nothing
 * uploaded is ever served as a static file. An in-memory database gets a temporary folder.
 */
export function uploadsRoot(ctx: AppContext): string {
  const dataDir = ctx.dataDir;
  if (dataDir && dataDir !== ':memory:') {
    const root = path.resolve(dataDir, 'uploads');
    if (isInside(root, path.resolve(process.env.SHULE_DIST_DIR ?? 'dist')))
      throw new Error('SHULE_DATA_DIR must not lie inside the web root (dist): uploads would be public');
    return root;
  }
  let root = temporary.get(ctx);
  if (!root) {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shule-uploads-'));
    temporary.set(ctx, root);
  }
  return root;
}

/** A fresh place for a stored file: <root>/<branchId>/<random id>, and the path kept in the database. */
export function newStoredFile(ctx: AppContext, branchId: number): { relative: string; absolute: string } {
  const relative = `${branchId}/${randomBytes(16).toString('hex')}`;
  const absolute = path.join(uploadsRoot(ctx), relative);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  return { relative, absolute };
}

/** The file of a stored upload row; undefined when the path would leave the uploads folder. */
export function storedPath(ctx: AppContext, relative: string): string | undefined {
  const root = uploadsRoot(ctx);
  const absolute = path.resolve(root, relative);
  return isInside(absolute, root) && absolute !== root ? absolute : undefined;
}

export const removeQuietly = (target: string): Promise<void> =>
  fs.promises.rm(target, { recursive: true, force: true }).catch(() => undefined);

const locks = new Map<string, Promise<unknown>>();

/** Runs work for one key at a time in this process: the chunks of one upload must not assemble twice. */
export async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}
