// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResource } from '../../schema/registry';
import { entersNext, firstBlocking, firstErrorStep, progressWidth, stepOfError, tryLeave, wizardSteps } from './wizard';

const shown = () => true;

function section(html: string): HTMLElement {
  const el = document.createElement('section');
  el.innerHTML = html;
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('progress bar (spec.md sections 2 and 9)', () => {
  it('is the share of completed steps scaled by 125 percent, capped at 100', () => {
    expect(progressWidth(0, 6)).toBe(0);
    expect(progressWidth(1, 6)).toBeCloseTo(20.8333, 3);
    expect(progressWidth(2, 6)).toBeCloseTo(41.6667, 3);
    expect(progressWidth(4, 6)).toBeCloseTo(83.3333, 3);
    expect(progressWidth(5, 6)).toBe(100);
    expect(progressWidth(6, 6)).toBe(100);
    expect(progressWidth(1, 0)).toBe(0);
  });
});

describe('step gating (spec.md sections 4 and 5)', () => {
  it('proceeds when every visible required input, textarea and select is filled', () => {
    const el = section(
      '<input required value="Akinyi"><textarea required>notes</textarea><select required><option value="x" selected>x</option></select><input>',
    );
    expect(firstBlocking(el, shown)).toBeNull();
  });

  it('stops at the first empty required field of any of the three kinds, spaces counting as empty', () => {
    expect(
      firstBlocking(section('<input required value="a"><select required><option value=""></option></select>'), shown)
        ?.tagName,
    ).toBe('SELECT');
    expect(firstBlocking(section('<textarea required>  </textarea><input required>'), shown)?.tagName).toBe('TEXTAREA');
  });

  it('ignores hidden, disabled and optional fields', () => {
    const el = section('<input required class="hidden"><input required disabled><input>');
    expect(firstBlocking(el, (e) => !e.classList.contains('hidden'))).toBeNull();
  });

  it('reports the browser validity message on the first empty field and logs "invalid fields"', () => {
    const el = section('<input name="a" required value="x"><input name="b" required><input name="c" required>');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const report = vi.spyOn(HTMLInputElement.prototype, 'reportValidity');
    expect(tryLeave(el, shown)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.contexts[0]).toBe(el.querySelector('[name=b]'));
    expect(log).toHaveBeenCalledWith('invalid fields');
    el.querySelectorAll('input').forEach((input) => (input.value = 'filled'));
    expect(tryLeave(el, shown)).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('steps from the students declaration', () => {
  const students = getResource('students');
  if (!students?.form) throw new Error('students must declare its form sections');
  const steps = wizardSteps(students);

  it('are the declared form sections in order, then the review', () => {
    expect(steps.map((s) => s.label)).toEqual([...(students.form?.sections ?? []).map((s) => s.label), 'Review']);
    expect(steps.map((s) => s.labelKey).slice(0, 2)).toEqual([
      'resources.students.sections.0',
      'resources.students.sections.1',
    ]);
    expect(steps.at(-1)?.review).toBe(true);
    expect(steps.at(-1)?.fields).toEqual([]);
  });

  it('ask every declared field a user may set once, never the status, which only its actions move', () => {
    const asked = steps.flatMap((s) => s.fields);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toEqual(
      (students.form?.sections ?? [])
        .flatMap((s) => s.fields)
        .filter((f) => f !== 'status' && !students.fields[f]?.readOnly),
    );
    expect(asked).not.toContain('status');
    expect(asked).toContain('guardians');
  });

  it('send the errors back to the first step asking for one of the fields', () => {
    const guardians = steps.findIndex((s) => s.fields.includes('guardians'));
    const admission = steps.findIndex((s) => s.fields.includes('class_id'));
    expect(stepOfError(steps, 'first_name')).toBe(0);
    expect(stepOfError(steps, 'class_id')).toBe(admission);
    expect(stepOfError(steps, 'guardians.0.phone')).toBe(guardians);
    expect(stepOfError(steps, 'guardian_name')).toBeNull();
    expect(firstErrorStep(steps, ['guardians.0.phone', 'kcpe_marks'])).toBe(
      steps.findIndex((s) => s.fields.includes('kcpe_marks')),
    );
    expect(firstErrorStep(steps, ['guardians.0.phone', 'class_id'])).toBe(admission);
    expect(firstErrorStep(steps, [])).toBeNull();
  });
});

describe('Enter in a field means Next', () => {
  const key = (target: Element, more: Partial<Parameters<typeof entersNext>[0]> = {}) => ({
    key: 'Enter',
    target,
    defaultPrevented: false,
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    ...more,
  });
  const element = (html: string) => section(html).firstElementChild as Element;

  it('in a one-line input of any kind: text, number, date, e-mail, phone, a switch', () => {
    for (const type of ['text', 'number', 'date', 'email', 'tel', 'checkbox'])
      expect(entersNext(key(element(`<input type="${type}">`))), type).toBe(true);
  });

  it('not in a text area, on a button, in an open pick-list, nor when a control took the key', () => {
    expect(entersNext(key(element('<textarea></textarea>')))).toBe(false);
    expect(entersNext(key(element('<button>Next</button>')))).toBe(false);
    expect(entersNext(key(element('<input type="file">')))).toBe(false);
    expect(entersNext(key(element('<input role="combobox" aria-expanded="true">')))).toBe(false);
    expect(entersNext(key(element('<input role="combobox" aria-expanded="false">')))).toBe(true);
    expect(entersNext(key(element('<input>'), { defaultPrevented: true }))).toBe(false);
  });

  it('only a plain Enter: not another key, a modified Enter, nor one composing text', () => {
    const input = element('<input>');
    expect(entersNext(key(input, { key: 'Tab' }))).toBe(false);
    expect(entersNext(key(input, { shiftKey: true }))).toBe(false);
    expect(entersNext(key(input, { ctrlKey: true }))).toBe(false);
    expect(entersNext(key(input, { isComposing: true }))).toBe(false);
  });
});
