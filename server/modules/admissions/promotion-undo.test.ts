import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, rowById } from '../../../tests/helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';
import { insertSystem } from '../../db/seed';
import type { Row } from '../../db/database';
import { body, classesOf, counts, demoBranches, type Session, sessionOf } from '../../../tests/helpers/admissions';

let t: TestApp;
let registrar: Session;
let ladder: (Row & { streams: Row[] })[];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  registrar = await sessionOf(t, 'registrar');
  ladder = (await classesOf(t, (await demoBranches(t)).home)).filter((c) => Boolean(c.active));
});
afterAll(() => t.close());

async function pupil(classIndex: number, status = 'active'): Promise<number> {
  serial += 1;
  const cls = ladder[classIndex];
  const [id] = await insertSystem(t.ctx.database, 'students', registrar.branchId, [
    {
      admission_no: `UNP/${serial}`,
      first_name: 'Undo',
      last_name: `Pupil${serial}`,
      gender: 'female',
      class_id: Number(cls.id),
      stream_id: Number(cls.streams[0].id),
      status,
    },
  ]);
  return id;
}

const promote = async (ids: number[]) => {
  const response = await t.call('POST', '/api/admissions/students/promote', { token: registrar.token, body: { ids } });
  expect(response.status).toBe(200);
  return body<{ batch: number; data: number[] }>(response);
};
const undo = (batch: unknown, token = registrar.token) =>
  t.call('POST', `/api/admissions/students/promotions/${String(batch)}/undo`, { token });
const placement = async (id: number) => {
  const row = await rowById(t, 'students', id);
  return { class_id: Number(row?.class_id), stream_id: row?.stream_id, status: row?.status };
};

describe(`POST /api/admissions/students/promotions/:batch/undo on ${ENGINE}`, () => {
  it("puts exactly the batch's students back (class, stream, status), audited, once", async () => {
    const low = await pupil(0);
    const top = await pupil(ladder.length - 1);
    const transferred = await pupil(0, 'transferred');
    const bystander = await pupil(0);
    const before = await Promise.all([low, top, transferred, bystander].map(placement));
    const { batch, data } = await promote([low, top, transferred]);
    expect(data).toEqual([low, top]);
    expect((await placement(top)).status).toBe('alumni');

    const response = await undo(batch);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: [low, top], restored: 2 });
    expect(await Promise.all([low, top, transferred, bystander].map(placement))).toEqual(before);
    expect((await auditOf(t, 'students', low)).at(-1)).toMatchObject({
      action: 'undo_promotion',
      changes: { class_id: { before: Number(ladder[1].id), after: Number(ladder[0].id) } },
    });
    expect((await auditOf(t, 'students', top)).at(-1)).toMatchObject({
      action: 'undo_promotion',
      changes: { status: { before: 'alumni', after: 'active' } },
    });
    expect((await auditOf(t, 'promotions', batch)).map((e) => e.action)).toEqual(['undo']);

    const again = await undo(batch);
    expect(again.status).toBe(409);
    expect((await body<{ message: string }>(again)).message).toBe('This promotion has already been undone');
  });

  it('refuses, naming the student, when one was changed after the promotion, and undoes nobody', async () => {
    const a = await pupil(0);
    const b = await pupil(0);
    const { batch } = await promote([a, b]);
    const edited = await t.call('PUT', `/api/students/${b}`, { token: registrar.token, body: { first_name: 'Moved' } });
    expect(edited.status).toBe(200);
    const after = await Promise.all([a, b].map(placement));
    const audit = await counts(t, ['audit_log']);
    const response = await undo(batch);
    expect(response.status).toBe(409);
    expect((await body<{ message: string }>(response)).message).toBe(
      `Nothing was undone: Moved Pupil${serial} (UNP/${serial}) changed after the promotion`,
    );
    expect(await Promise.all([a, b].map(placement))).toEqual(after);
    expect(await counts(t, ['audit_log'])).toEqual(audit);
  });

  it('another school cannot undo the batch (404), a reader cannot (403), and nothing moves', async () => {
    const a = await pupil(1);
    const { batch } = await promote([a]);
    const promoted = await placement(a);
    const other = await sessionOf(t, 'registrar2');
    expect((await undo(batch, other.token)).status).toBe(404);
    for (const username of ['viewer', 'bursar']) {
      const { token } = await sessionOf(t, username);
      expect((await undo(batch, token)).status, username).toBe(403);
    }
    expect(await placement(a)).toEqual(promoted);
    expect((await undo(batch)).status).toBe(200);
  });

  it.each([['x'], [0], [999999]])('batch %j is a 404', async (batch) => {
    expect((await undo(batch)).status).toBe(404);
  });
});
