import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyResource, canAccess } from '../../../src/schema';
import { examsModule } from '../../../src/schema/exams';
import { createTestApp, ENGINE, type TestApp } from '../../../tests/helpers/harness';

let t: TestApp;
const users = {
  examiner: ['ROLE_Exam_admin'],
  teacher: ['ROLE_Access_Exam_Analysis_Module', 'ROLE_Mark_attendance_register'],
  registrar: ['ROLE_Admissions_Admin', 'ROLE_Send_Custom_sms'],
  admin: ['ROLE_All'],
} as const;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ students: 6 });
  for (const who of Object.keys(users)) tokens[who] = (await t.signIn(who)).accessToken;
}, 180_000);
afterAll(() => t.close());

/**
 * Who reads and writes each exam resource, derived from the declarations (the one access function)
 * and checked against the real server: the exams office writes the set-up, teachers read what their
 * grid needs, marks are the engine's, and no one outside the exam roles (but ROLE_All) sees any.
 */
describe(`exam resources' roles on ${ENGINE}`, () => {
  it.each(examsModule.resources.map((r) => [r.name, r] as const))('%s', async (_name, resource) => {
    for (const [who, roles] of Object.entries(users)) {
      const read = await t.call('GET', `/api/${resource.name}`, { token: tokens[who] });
      expect(read.status, `${who} reads ${resource.name}`).toBe(canAccess(roles, resource.access, 'read') ? 200 : 403);
      // An empty record: writers get past the guard to validation (400), or to the engine's refusal (405).
      const write = await t.call('POST', `/api/${resource.name}`, { token: tokens[who], body: {} });
      const writes = canAccess(roles, resource.access, 'write');
      expect(write.status, `${who} creates ${resource.name}`).toBe(
        !writes ? 403 : resource.writtenBy === 'engine' ? 405 : 400,
      );
    }
  });

  it('lets the exams office read every record its forms pick from (a subject teacher is picked from the teachers view)', async () => {
    const targets = new Set(
      examsModule.resources.flatMap((r) =>
        // The generic forms of the office's screens (a student's own remarks are written from the report forms page).
        canAccess(users.examiner, r.access, 'write') && r.menu !== false
          ? Object.values(r.fields).flatMap((f) =>
              (f.kind === 'reference' || f.kind === 'references') && f.reference ? [f.reference] : [],
            )
          : [],
      ),
    );
    expect(targets).toContain('teachers');
    for (const target of targets) {
      const read = await t.call('GET', `/api/${target}`, { token: tokens.examiner });
      expect(read.status, `examiner picks from ${target}`).toBe(200);
    }
  });

  it('shows the exams office the teachers but none of HR’s pay, bank or statutory fields', async () => {
    const read = await t.call('GET', '/api/teachers', { token: tokens.examiner });
    expect(read.status).toBe(200);
    const rows = (await read.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveProperty('first_name');
      for (const hidden of [
        'basic_salary',
        'account_no',
        'bank_branch_id',
        'kra_pin',
        'nssf_no',
        'sha_no',
        'mpesa_phone',
      ])
        expect(row, hidden).not.toHaveProperty(hidden);
    }
    expect((await t.call('GET', '/api/employees', { token: tokens.examiner })).status).toBe(403);
    // Reading is not the registration screen's writing.
    expect((await t.call('POST', '/api/teachers', { token: tokens.examiner, body: {} })).status).toBe(403);
  });

  it('keeps the declared roles: teachers read the set-up, marks are the exams office’s alone', () => {
    const byName = new Map<string, AnyResource>(examsModule.resources.map((r) => [r.name, r]));
    const teacher = users.teacher;
    for (const name of [
      'subjects',
      'exams',
      'class_subjects',
      'grading_systems',
      'required_subjects',
      'report_colours',
    ])
      expect(canAccess(teacher, byName.get(name)!.access, 'read'), name).toBe(true);
    for (const name of ['marks', 'report_remarks'])
      expect(canAccess(teacher, byName.get(name)!.access, 'read'), name).toBe(false);
    for (const r of examsModule.resources) expect(canAccess(teacher, r.access, 'write'), r.name).toBe(false);
    expect(byName.get('marks')?.writtenBy).toBe('engine');
  });
});
