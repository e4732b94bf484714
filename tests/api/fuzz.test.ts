import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/schema';
import { createTestApp, type TestApp } from '../helpers/harness';
import { superSignIn } from '../helpers/superadmin';

/**
 * No body shape, query or path value makes any route answer 500: every route the app registers is
 * called with JSON of every type, broken JSON, nesting where a scalar belongs and the reverse, with
 * and without a token. A 500 is a bug: a client that sent nonsense gets a 4xx that says so.
 */
const BODIES: readonly string[] = [
  '',
  'null',
  'true',
  '0',
  '-1',
  '1e400',
  '"text"',
  '[]',
  '[null]',
  '[[1]]',
  '{}',
  '{',
  '{"a":',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"ids":null}',
  '{"ids":"1"}',
  '{"ids":[["1"]]}',
  '{"ids":[{"id":1}]}',
  '{"ids":[1.5,-2,"x"]}',
  '{"ids":[1],"data":null}',
  '{"ids":[1],"data":[]}',
  '{"ids":[1],"data":{"status":{}}}',
  '{"username":{},"password":[]}',
  '{"username":null,"password":null}',
  '{"refresh":{}}',
  '{"refresh":null}',
  '{"refreshToken":[]}',
  `{"deep":${'['.repeat(2000)}${']'.repeat(2000)}}`,
];

/** Values a field of any kind might be sent instead of what it declares. */
const FIELD_VALUES: readonly unknown[] = [
  null,
  [],
  {},
  [1, 2],
  { id: 1 },
  true,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  '2026-13-45',
  '\u0000',
  '1; drop table students',
];

interface Route {
  readonly method: string;
  readonly path: string;
}

/** Every route as the app registered it, path parameters filled with values that reach the handler. */
function concreteRoutes(t: TestApp): Route[] {
  const names = RESOURCES.map((r) => r.name);
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    let expanded = [path];
    const fill = (param: string, values: readonly string[]) => {
      expanded = expanded.flatMap((p) => (p.includes(param) ? values.map((v) => p.replace(param, v)) : [p]));
    };
    // A resource's action route with each of its own actions and one it does not have: another
    // resource's action name reaches the same refusal as 'nonsense' (88 resources times every
    // action name made 9,000 routes and took minutes).
    expanded = expanded.flatMap((p) =>
      p.includes(':resource') && p.includes(':action')
        ? RESOURCES.flatMap((r) =>
            [...Object.keys(r.workflow?.actions ?? {}), 'nonsense'].map((a) =>
              p.replace(':resource', r.name).replace(':action', a),
            ),
          )
        : [p],
    );
    fill(':resource', names);
    fill(':id', ['1', 'x', '-1', '99999999999999999999']);
    fill(':userId', ['1', 'x']);
    for (const concrete of expanded) {
      const key = `${method} ${concrete.replace(/:[a-zA-Z]+/g, '1')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, path: concrete.replace(/:[a-zA-Z]+/g, '1') });
    }
  }
  return routes;
}

let t: TestApp;
let adminToken: string;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp({ students: 5 });
  adminToken = (await t.signIn('admin')).accessToken;
  superToken = (await superSignIn(t)).accessToken;
}, 60_000);
afterAll(() => t.close());

/** Requests sent, so a change that silently empties a loop fails the suite instead of passing it. */
let sent = 0;

async function call(route: Route, body: string | undefined, token: string | undefined): Promise<number> {
  sent += 1;
  const response = await t.app.request(route.path, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('no request shape causes a 500', () => {
  it('covers the routes it means to: CRUD, actions, reports, auth, uploads, super administration', () => {
    const paths = concreteRoutes(t).map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /api/students',
      'PUT /api/students/1',
      'POST /api/students/bulk-delete',
      'POST /api/students/1/suspend',
      'POST /api/auth/signout',
      'POST /api/auth/refresh',
      'POST /api/uploads',
      'POST /api/super/branches',
    ])
      expect(paths).toContain(expected);
  });

  it('answers every body shape on every writing route with less than 500, signed in or not', async () => {
    const failures: string[] = [];
    const writing = concreteRoutes(t).filter((r) => r.method !== 'GET');
    for (const route of writing) {
      const token = route.path.startsWith('/api/super/') ? superToken : adminToken;
      for (const body of BODIES)
        for (const bearer of [token, undefined]) {
          const status = await call(route, body, bearer);
          if (status >= 500) failures.push(`${status} ${route.method} ${route.path} ${body.slice(0, 40)}`);
        }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(writing.length * BODIES.length);
  }, 300_000);

  it('answers a value of every wrong type in every declared field with less than 500', async () => {
    const failures: string[] = [];
    const before = sent;
    for (const resource of RESOURCES) {
      for (const field of Object.keys(resource.fields))
        for (const value of FIELD_VALUES) {
          const body = JSON.stringify({ [field]: value });
          for (const route of [
            { method: 'POST', path: `/api/${resource.name}` },
            { method: 'PUT', path: `/api/${resource.name}/1` },
            { method: 'POST', path: `/api/${resource.name}/bulk-update` },
          ]) {
            const sent = route.path.endsWith('bulk-update')
              ? JSON.stringify({ ids: [1], data: { [field]: value } })
              : body;
            const status = await call(route, sent, adminToken);
            if (status >= 500) failures.push(`${status} ${route.method} ${route.path} ${body.slice(0, 60)}`);
          }
        }
    }
    expect(failures).toEqual([]);
    expect(sent - before).toBeGreaterThan(RESOURCES.length * FIELD_VALUES.length * 3);
  }, 300_000);

  it('answers odd query strings on every reading route with less than 500', async () => {
    const failures: string[] = [];
    const queries = [
      'sort=x',
      'sort=["id","sideways"]',
      'sort=[{},[]]',
      'range=[1]',
      'range=["a","b"]',
      'range=[5,1]',
      'range=[0,1e400]',
      'filter={',
      'filter=[]',
      'filter={"q":{}}',
      'filter={"id":[["1"]]}',
      'filter={"class_id":{"$gt":1}}',
      'filter={"ids":[[1]]}',
      'format=exe',
      'county=x',
    ];
    for (const route of concreteRoutes(t).filter((r) => r.method === 'GET')) {
      const token = route.path.startsWith('/api/super/') ? superToken : adminToken;
      for (const query of queries) {
        const status = await call({ method: 'GET', path: `${route.path}?${query}` }, undefined, token);
        if (status >= 500) failures.push(`${status} GET ${route.path}?${query}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
