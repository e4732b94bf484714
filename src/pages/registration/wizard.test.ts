// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getResource } from '../../schema/registry';
import { registrationPayload } from './registrationApi';
import {
  firstBlocking,
  firstErrorSection,
  GUARDIAN_FIELDS,
  NOT_ASKED,
  progressWidth,
  SECTIONS,
  sectionOfError,
  tryLeave,
} from './wizard';

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
  it('is the share of completed sections scaled by 125 percent, capped at 100', () => {
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

describe('sections', () => {
  it('ask every student field once, except those the school keeps', () => {
    const students = getResource('students');
    const asked = SECTIONS.flatMap((s) => s.fields);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked, ...NOT_ASKED].sort()).toEqual(Object.keys(students?.fields ?? {}).sort());
  });

  it('ask guardians for declared guardian fields', () => {
    const guardians = getResource('guardians');
    for (const name of GUARDIAN_FIELDS) expect(guardians?.fields).toHaveProperty(name);
  });

  it('send the server errors back to the first section with one', () => {
    expect(sectionOfError('student.first_name')).toBe(0);
    expect(sectionOfError('student.class_id')).toBe(1);
    expect(sectionOfError('guardians.0.phone')).toBe(3);
    expect(firstErrorSection({ 'guardians.0.phone': 'x', 'student.kcpe_marks': 'y' })).toBe(2);
    expect(firstErrorSection({})).toBeNull();
  });

  it('post typed values, leaving blanks to the server, the first guardian primary', () => {
    const payload = registrationPayload(
      { first_name: ' Akinyi ', class_id: '3', kcpe_marks: '401', middle_name: '', photo: 'x' },
      [{ name: 'Mary', phone: '0712345678' }, { name: 'John' }],
    );
    expect(payload.student).toEqual({ first_name: 'Akinyi', class_id: 3, kcpe_marks: 401 });
    expect(payload.guardians).toEqual([
      { name: 'Mary', phone: '0712345678', is_primary: true },
      { name: 'John', is_primary: false },
    ]);
  });
});
