import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, auditOf, rowById } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { insertSystem } from '../../db/seed';
import type { Row } from '../../db/database';
import { body, classesOf, counts, demoBranches, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let registrar: Session;
let ladder: (Row & { streams: Row[] })[];
let away: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 12 });
  registrar = await sessionOf(t, 'registrar');
  const branches = await demoBranches(t);
  away = branches.away;
  ladder = (await classesOf(t, branches.home)).filter((c) => Boolean(c.active));
});
afterAll(() => t.close());

/** A student put straight into a class (and stream), so each test starts from a known place. */
async function pupil(classIndex: number, streamName?: string, status = 'active', branchId?: number): Promise<number> {
  serial += 1;
  // Another school's pupil is in a class of that school: references never cross branches.
  const cls = branchId === undefined ? ladder[classIndex] : (await classesOf(t, branchId))[classIndex];
  const stream = cls.streams.find((s) => s.name === streamName);
  const [id] = await insertSystem(t.ctx.database, 'students', branchId ?? registrar.branchId, [
    {
      admission_no: `PRO/${serial}`,
      first_name: 'Promo',
      last_name: `Pupil${serial}`,
      gender: 'male',
      class_id: Number(cls.id),
      stream_id: stream ? Number(stream.id) : null,
      status,
    },
  ]);
  return id;
}

const promote = (ids: unknown, token = registrar.token) =>
  t.call('POST', '/api/admissions/students/promote', { token, body: { ids } });

describe(`POST /api/admissions/students/promote on ${ENGINE}`, () => {
  it('the demo ladder has classes with same-named streams, so promotion has somewhere to go', () => {
    expect(ladder.length).toBeGreaterThan(2);
    expect(ladder[1].streams.map((s) => s.name)).toContain(ladder[0].streams[0].name);
  });

  it('moves each student up one level into the stream of the same name; the top class graduates', async () => {
    const streamName = String(ladder[0].streams[0].name);
    const first = await pupil(0, streamName);
    const middle = await pupil(1);
    const top = await pupil(ladder.length - 1, String(ladder[ladder.length - 1].streams[0]?.name));
    const response = await promote([first, middle, top]);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ data: [first, middle, top], promoted: 2, graduated: 1, skipped: [] });
    const moved = await rowById(t, 'students', first);
    expect(Number(moved?.class_id)).toBe(Number(ladder[1].id));
    expect(Number(moved?.stream_id)).toBe(Number(ladder[1].streams.find((s) => s.name === streamName)?.id));
    const second = await rowById(t, 'students', middle);
    expect(Number(second?.class_id)).toBe(Number(ladder[2].id));
    expect(second?.stream_id).toBeNull();
    const graduate = await rowById(t, 'students', top);
    expect(graduate?.status).toBe('alumni');
    expect(Number(graduate?.class_id)).toBe(Number(ladder[ladder.length - 1].id));
    const trail = await auditOf(t, 'students', first);
    expect(trail.at(-1)?.changes).toMatchObject({ class_id: { after: Number(ladder[1].id) } });
    expect((await auditOf(t, 'students', top)).at(-1)?.changes).toEqual({
      status: { before: 'active', after: 'alumni' },
    });
  });

  it('a stream name the next class lacks leaves the student without a stream', async () => {
    const cls = ladder[0];
    const [odd] = await insertSystem(t.ctx.database, 'streams', registrar.branchId, [
      { name: 'Only Here', class_id: Number(cls.id), capacity: 10 },
    ]);
    cls.streams.push({ id: odd, name: 'Only Here' });
    const id = await pupil(0, 'Only Here');
    expect((await promote([id])).status).toBe(200);
    expect((await rowById(t, 'students', id))?.stream_id).toBeNull();
  });

  it('a student of another school is a 404 and nobody moves', async () => {
    const mine = await pupil(0);
    const theirs = await pupil(0, undefined, 'active', away);
    const before = await rowById(t, 'students', mine);
    const audit = await counts(t, ['audit_log']);
    const response = await promote([mine, theirs]);
    expect(response.status).toBe(404);
    expect(await rowById(t, 'students', mine)).toEqual(before);
    expect(await counts(t, ['audit_log'])).toEqual(audit);
  });

  it('promotes the active students and names those skipped; nobody active is a 400 on ids', async () => {
    const mine = await pupil(0);
    const gone = await pupil(1, undefined, 'transferred');
    const response = await promote([mine, gone]);
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({
      data: [mine],
      promoted: 1,
      graduated: 0,
      skipped: [{ id: gone, name: `Promo Pupil${serial} (PRO/${serial})`, status: 'transferred' }],
      moves: [{ from: { name: ladder[0].name }, to: { name: ladder[1].name }, count: 1 }],
    });
    expect(Number((await rowById(t, 'students', mine))?.class_id)).toBe(Number(ladder[1].id));
    const before = await rowById(t, 'students', gone);
    const audit = await counts(t, ['audit_log']);
    const none = await promote([gone]);
    expect(none.status).toBe(400);
    const answer = await body<ErrorBody>(none);
    expect(answer.errors?.ids).toContain(`Promo Pupil${serial}`);
    expect(await rowById(t, 'students', gone)).toEqual(before);
    expect(await counts(t, ['audit_log'])).toEqual(audit);
  });

  it('the preview shows each source class and destination with counts and the skipped, writing nothing', async () => {
    const a = await pupil(0);
    const b = await pupil(0);
    const top = await pupil(ladder.length - 1);
    const left = await pupil(0, undefined, 'left');
    const audit = await counts(t, ['audit_log', 'students']);
    const response = await t.call('POST', '/api/admissions/students/promote/preview', {
      token: registrar.token,
      body: { ids: [top, a, left, b] },
    });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      moves: [
        {
          from: { id: Number(ladder[0].id), name: ladder[0].name },
          to: { id: Number(ladder[1].id), name: ladder[1].name },
          count: 2,
        },
        { from: { id: Number(ladder.at(-1)?.id), name: ladder.at(-1)?.name }, to: null, count: 1 },
      ],
      skipped: [{ id: left, name: `Promo Pupil${serial} (PRO/${serial})`, status: 'left' }],
    });
    expect(await counts(t, ['audit_log', 'students'])).toEqual(audit);
    expect(Number((await rowById(t, 'students', a))?.class_id)).toBe(Number(ladder[0].id));
  });

  it.each([[[]], ['1,2'], [[0]], [['x']]])('ids %j is a 400', async (ids) => {
    expect((await promote(ids)).status).toBe(400);
  });

  it('needs write access to students', async () => {
    const id = await pupil(0);
    const before = await rowById(t, 'students', id);
    for (const username of ['viewer', 'bursar']) {
      const { token } = await sessionOf(t, username);
      expect((await promote([id], token)).status, username).toBe(403);
    }
    expect(await rowById(t, 'students', id)).toEqual(before);
  });
});
