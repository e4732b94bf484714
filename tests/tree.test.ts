import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the tree', () => {
  it('keeps test helpers under tests/: no server or browser code imports from it', () => {
    const offenders = [...sources('server'), ...sources('src')].filter((file) =>
      /from '(\.\.\/)+tests\//.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('has no test helpers inside server modules', () => {
    expect(sources('server').filter((file) => file.endsWith('test-helpers.ts'))).toEqual([]);
  });
});
