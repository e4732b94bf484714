import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const DIR = import.meta.dirname;

/** Every .ts file of server/db (migrations included) with the files of server/db it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = fs.readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(DIR, file), 'utf8');
    const targets = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)]
      .map((m) => path.relative(DIR, path.resolve(DIR, path.dirname(file), m[1])))
      .flatMap((t) => [`${t}.ts`, path.join(t, 'index.ts')])
      .filter((t) => files.includes(t));
    graph.set(file, targets);
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | undefined => {
    if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
    if (done.has(file)) return undefined;
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next, [...trail, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return undefined;
}

it('no two files of server/db import each other, directly or round a loop', () => {
  const graph = importGraph();
  expect(graph.get('seed.ts')).toContain('demo-school.ts');
  expect(findCycle(graph)).toBeUndefined();
});

it('the cycle finder finds a loop when there is one', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
  ]);
  expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
});
