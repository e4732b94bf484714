import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localised, type ErrorBody } from '../../src/providers/apiErrors';
import { i18nProvider, loadAppMessages } from '../../src/providers/i18nProvider';
import { HttpError } from '../../src/providers/tokenClient';
import { firstOf } from '../helpers/admissions';
import { json } from '../helpers/api';
import { createTestApp, ENGINE, type TestApp } from '../helpers/harness';

// The server suite runs under node (jose wants node's own buffers); the browser's preferences read
// localStorage when they load, so a plain one stands in for the browser's.
vi.hoisted(() => {
  const store = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage ??= {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  };
});

/**
 * The server's answers as a user reads them: the real app answers, the browser's catalog translates
 * (src/providers/apiErrors.ts). In Swahili the rule, its labels and its fields read Swahili; in
 * English the browser's text is the server's, word for word.
 */
let t: TestApp;
let token: string;
let branchId: number;
let serial = 0;

beforeAll(async () => {
  await loadAppMessages();
  t = await createTestApp({ students: 6 });
  const session = await t.signIn('registrar');
  token = session.accessToken;
  branchId = session.branchId;
});
afterAll(() => t.close());
afterEach(() => i18nProvider.changeLocale('en'));

async function failure(method: string, path: string, body?: unknown): Promise<HttpError> {
  const response = await t.call(method, path, { token, body });
  expect(response.ok).toBe(false);
  const answer = await json<ErrorBody>(response);
  return localised(new HttpError(answer.message ?? '', response.status, answer), i18nProvider.translate);
}

/** A field error as react-admin's input shows it: the key translated with its arguments. */
function fieldText(error: HttpError, field: string): string {
  const raw = (error.body as ErrorBody).errors?.[field] ?? '';
  const { message, args } = JSON.parse(raw.replace('@@react-admin@@', '')) as {
    message: string;
    args: Record<string, unknown>;
  };
  return i18nProvider.translate(message, { _: message, ...args });
}

const newStudent = async (overrides: Record<string, unknown>) => {
  serial += 1;
  const cls = await firstOf(t, 'classes', branchId);
  return {
    first_name: 'Lugha',
    last_name: `Mwanafunzi${serial}`,
    gender: 'female',
    class_id: cls.id,
    guardians: [{ name: 'Mzazi', relationship: 'mother', phone: '0712345678' }],
    ...overrides,
  };
};

describe(`server answers in the user's language on ${ENGINE}`, () => {
  it("a module's rule in Swahili, its choice argument translated too", async () => {
    const boys = await firstOf(t, 'hostels', branchId, { gender: 'boys' });
    await i18nProvider.changeLocale('sw');
    const error = await failure(
      'POST',
      '/api/students',
      await newStudent({ residence: 'boarding', hostel_id: boys.id }),
    );
    expect(error.message).toBe(`${String(boys.name)} ni bweni la wavulana`);
    expect(fieldText(error, 'hostel_id')).toBe(`${String(boys.name)} hupokea wavulana tu`);
  });

  it("the engine's workflow refusal in Swahili: action, state and the states it starts from", async () => {
    const student = await firstOf(t, 'students', branchId, { status: 'active' });
    await i18nProvider.changeLocale('sw');
    const error = await failure('POST', `/api/students/${String(student.id)}/readmit`, {});
    expect(error.message).toBe(
      'Kitendo "Rejesha shuleni" hakiwezekani: rekodi hii (mwanafunzi) iko katika hali ya "anasoma", na kitendo hiki huanzia amehamishwa au amesimamishwa au ameondoka au mhitimu',
    );
    expect(fieldText(error, 'status')).toBe('Sasa: anasoma');
  });

  it("the validator's field messages in Swahili, lines included", async () => {
    await i18nProvider.changeLocale('sw');
    const body = await newStudent({
      first_name: 'x'.repeat(61),
      guardians: [{ name: 'Mzazi', relationship: 'aunt', phone: '0712345678' }],
    });
    const error = await failure('POST', '/api/students', body);
    expect(error.message).toBe('Baadhi ya sehemu zinahitaji kurekebishwa');
    expect(fieldText(error, 'first_name')).toBe('Ndefu mno (herufi 60 zaidi)');
    expect(fieldText(error, 'guardians.0.relationship')).toMatch(/^Lazima iwe mojawapo ya: /);
  });

  it('a date before the one it follows names that field in Swahili', async () => {
    const student = await firstOf(t, 'students', branchId);
    await i18nProvider.changeLocale('sw');
    const leave = {
      student_id: student.id,
      kind: 'leave_out',
      from_date: '2026-03-10',
      to_date: '2026-03-09',
      reason: 'Kliniki',
      approved_by: 'Naibu',
    };
    const error = await failure('POST', '/api/leaveouts', leave);
    expect(fieldText(error, 'to_date')).toBe('Haipaswi kuwa kabla ya Kuanzia');
  });

  it("in English the browser shows the server's own text, labels from the keys included", async () => {
    const student = await firstOf(t, 'students', branchId, { status: 'active' });
    const action = await t.call('POST', `/api/students/${String(student.id)}/readmit`, { token, body: {} });
    const answer = await json<ErrorBody>(action);
    const error = localised(new HttpError(answer.message ?? '', action.status, answer), i18nProvider.translate);
    expect(error.message).toBe(answer.message);
    expect(fieldText(error, 'status')).toBe(answer.errors?.status);

    const admin = (await t.signIn('admin')).accessToken;
    const stream = await firstOf(t, 'streams', branchId);
    const twin = await t.call('POST', '/api/streams', {
      token: admin,
      body: { name: stream.name, class_id: stream.class_id },
    });
    const taken = await json<ErrorBody>(twin);
    expect(localised(new HttpError(taken.message ?? '', 409, taken), i18nProvider.translate).message).toBe(
      'A record with the same Class and Name already exists',
    );
  });

  it('an answer without keys passes unchanged', () => {
    const plain = new HttpError('Bad input', 400, { message: 'Bad input', errors: { name: 'Oops' } });
    expect(localised(plain, i18nProvider.translate)).toBe(plain);
  });
});
