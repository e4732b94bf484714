import { describe, expect, it } from 'vitest';
import { sendAtProblem } from './SendWhen';
import { audienceOf, batchListPath, composeRequest, inputOfError, insertAt, placeholderFits } from './request';

describe('the compose form as a request', () => {
  it('is not a request until the audience has what it needs and there is a message', () => {
    expect(composeRequest({ kind: 'class', message: 'Hello' })).toBeNull();
    expect(composeRequest({ kind: 'class', class_id: 3, message: '  ' })).toBeNull();
    expect(composeRequest({ kind: '', message: 'Hello' })).toBeNull();
    expect(composeRequest({ kind: 'students', student_ids: [], message: 'Hello' })).toBeNull();
    expect(composeRequest({ kind: 'balance_above', amount: '12x', message: 'Hello' })).toBeNull();
  });

  it('sends the guardians choice with audiences of students only, and the template chosen', () => {
    expect(
      composeRequest({ kind: 'class', class_id: '3', guardians: 'all', template_id: 7, message: 'Hi {first_name}' }),
    ).toEqual({
      audience: { kind: 'class', class_id: 3 },
      guardians: 'all',
      message: 'Hi {first_name}',
      template_id: 7,
    });
    expect(composeRequest({ kind: 'teachers', guardians: 'all', message: 'Staff meeting' })).toEqual({
      audience: { kind: 'teachers' },
      message: 'Staff meeting',
    });
  });

  it('takes only the parts of the chosen kind', () => {
    const values = {
      class_id: 1,
      stream_id: 2,
      hostel_id: 3,
      department_id: 4,
      numbers: '0712345678',
      amount: 100_000,
    };
    expect(audienceOf({ ...values, kind: 'stream' })).toEqual({ kind: 'stream', stream_id: 2 });
    expect(audienceOf({ ...values, kind: 'numbers' })).toEqual({ kind: 'numbers', numbers: '0712345678' });
    expect(audienceOf({ ...values, kind: 'balance_above' })).toEqual({ kind: 'balance_above', amount: 100_000 });
    expect(audienceOf({ ...values, kind: 'balance_above', balance_class_id: 2 })).toEqual({
      kind: 'balance_above',
      amount: 100_000,
      class_id: 2,
    });
    expect(audienceOf({ kind: 'students', student_ids: [5, '6'] })).toEqual({ kind: 'students', student_ids: [5, 6] });
  });

  it('sends a time only when sending later, as an ISO instant', () => {
    const later = { kind: 'staff' as const, message: 'x', send_at: '2030-01-02T08:30' };
    expect(composeRequest(later)?.send_at).toBeUndefined();
    expect(composeRequest({ ...later, send_later: true })?.send_at).toBe(new Date('2030-01-02T08:30').toISOString());
    expect(composeRequest({ ...later, send_later: true }, { withTime: false })?.send_at).toBeUndefined();
  });
});

describe('the server’s errors on the form', () => {
  it('puts an audience error on the input of the chosen kind, or on the kind', () => {
    expect(inputOfError('audience', 'class')).toBe('class_id');
    expect(inputOfError('audience', 'numbers')).toBe('numbers');
    expect(inputOfError('audience', 'teachers')).toBe('kind');
    expect(inputOfError('message', 'class')).toBe('message');
    expect(inputOfError('send_at', null)).toBe('send_at');
    expect(inputOfError('something_else', 'class')).toBeNull();
  });
});

describe('placeholders in the message box', () => {
  it('inserts at the caret, over a selection, and says where the caret goes', () => {
    expect(insertAt('Dear , pay', '{guardian_name}', 5)).toEqual({ value: 'Dear {guardian_name}, pay', caret: 20 });
    expect(insertAt('Dear parent', '{name}', 5, 11)).toEqual({ value: 'Dear {name}', caret: 11 });
    expect(insertAt('', '{school}', 9)).toEqual({ value: '{school}', caret: 8 });
  });

  it('offers only placeholders with a value for the recipients', () => {
    expect(placeholderFits('balance', 'class')).toBe(true);
    expect(placeholderFits('balance', 'teachers')).toBe(false);
    expect(placeholderFits('first_name', 'numbers')).toBe(false);
    expect(placeholderFits('school', 'numbers')).toBe(true);
    expect(placeholderFits('balance', null)).toBe(true);
  });
});

describe('sending later', () => {
  const now = new Date('2030-01-01T08:00:00Z').getTime();
  it('needs a time in the future, at most 90 days ahead, once asked for', () => {
    expect(sendAtProblem('', { send_later: false }, now)).toBeUndefined();
    expect(sendAtProblem('', { send_later: true }, now)).toBe('ra.validation.required');
    expect(sendAtProblem('2029-12-31T08:00', { send_later: true }, now)).toBe('shule.compose_screen.when.past');
    expect(sendAtProblem('2030-06-01T08:00', { send_later: true }, now)).toMatchObject({ args: { days: 90 } });
    expect(sendAtProblem('2030-01-05T08:00', { send_later: true }, now)).toBeUndefined();
  });
});

describe('after sending', () => {
  it('opens /sms filtered by the batch, the filter shown', () => {
    const url = new URL(batchListPath(42), 'http://x');
    expect(url.pathname).toBe('/sms');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ batch_id: 42 });
    expect(JSON.parse(url.searchParams.get('displayedFilters') ?? '')).toEqual({ batch_id: true });
  });
});
