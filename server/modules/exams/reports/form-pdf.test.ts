import { describe, expect, it } from 'vitest';
import { pdfPages, pdfRuns } from '../../../documents/pdf-text';
import { deviationText } from './form-chart';
import type { ReportFormData } from './form-data';
import { reportFormsPdf } from './form-pdf';
import { SAMPLE_FORM, SAMPLE_SCHOOL } from './form-sample';

const printedAt = new Date('2026-04-02T07:30:00Z');
const render = (forms: readonly ReportFormData[]) =>
  reportFormsPdf(SAMPLE_SCHOOL, forms, { printedAt, compress: false });

/** The runs of a page as one string with single spaces, so a test reads the page left to right. */
const pageText = async (forms: readonly ReportFormData[], index = 0) => pdfPages(await render(forms))[index];

describe('report form layout', () => {
  it('prints the school, the student, every subject with its figures, the totals and positions', async () => {
    const text = await pageText([SAMPLE_FORM]);
    for (const expected of [
      'DEMO HIGH SCHOOL',
      'REPORT FORM',
      'End-term  ·  Term 1 2026',
      'Jane Wanjiku Mũthoni',
      'ADM/2024/0412',
      'Form 2 East',
      '812 / 1,100',
      '114',
      '10.36',
      '2 / 24',
      '5 / 48',
    ])
      expect(text).toContain(expected);
    const lines = text.split('\n');
    // Each subject's row: name, score, grade, points, position, initials, remark, in that order.
    for (const s of SAMPLE_FORM.subjects) {
      const at = lines.indexOf(s.subject);
      expect(at, s.subject).toBeGreaterThan(0);
      expect(lines.slice(at + 1, at + 7)).toEqual([
        String(s.score),
        s.grade,
        String(s.points),
        `${s.position?.position}/${s.position?.out_of}`,
        s.teacher_initials,
        s.remark,
      ]);
    }
  });

  it('prints the previous exam, the deviation with its sign, the remarks, dates and fees', async () => {
    const text = await pageText([SAMPLE_FORM]);
    expect(text).toContain('9.93 (B+)');
    expect(text).toContain('+0.43');
    expect(text).toContain('A focused and hardworking student. Keep up the good work in the sciences.');
    expect(text).toContain('Very good results. Aim higher in Physics next term.');
    expect(text).toContain('Mrs. Mary Otieno');
    expect(text).toContain('02/04/2026');
    expect(text).toContain('27/04/2026');
    expect(text).toMatch(/Fee balance: \nKES 12,300\.00/);
    expect(text).toMatch(/Next term’s fees: \nKES 24,500\.00/);
    // The grading key and the chart's points.
    expect(text).toContain('80–100 · 12 pt');
    expect(text).toContain('0–29 · 1 pt');
    for (const point of ['9.20', '9.93', '10.36']) expect(text).toContain(point);
  });

  it('leaves the fee lines out when finance keeps no account, and says when there is no earlier exam', async () => {
    const text = await pageText([{ ...SAMPLE_FORM, fees: null, previous: null }]);
    expect(text).not.toContain('Fee balance');
    expect(text).not.toContain('Next term’s fees');
    expect(text).toContain('No earlier exam to compare with.');
    expect(text).toContain('Closing date');
  });

  it('prints a student in credit as a zero balance with the credit, never a negative figure', async () => {
    const text = await pageText([{ ...SAMPLE_FORM, fees: { balance: -250_000, next_term: null } }]);
    expect(text).toContain('KES 0.00 (credit KES 2,500.00)');
    expect(text).not.toContain('Next term’s fees');
  });

  it('prints absent as X and a subject not taken as a dash', async () => {
    const subjects = [
      { ...SAMPLE_FORM.subjects[0], score: null, absent: true, grade: null, points: null, position: null },
      { ...SAMPLE_FORM.subjects[1], score: null, absent: false, grade: null, points: null, position: null },
    ];
    const lines = (await pageText([{ ...SAMPLE_FORM, subjects }])).split('\n');
    expect(lines[lines.indexOf('English') + 1]).toBe('X');
    expect(lines[lines.indexOf('Kiswahili') + 1]).toBe('—');
  });

  it('gives each student one page with their own letterhead and footer, in the order given', async () => {
    const forms = ['Amina Hassan', 'Brian Otieno', 'Chebet Kiprono'].map((name, i) => ({
      ...SAMPLE_FORM,
      student: { ...SAMPLE_FORM.student, id: i + 1, name, admission_no: `ADM/${i + 1}` },
    }));
    const pages = pdfPages(await render(forms));
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain('DEMO HIGH SCHOOL');
      expect(page).toContain(forms[i].student.name);
      expect(page).toContain(`${forms[i].student.name}, ADM/${i + 1}`);
      for (const other of forms.filter((_, j) => j !== i)) expect(page).not.toContain(other.student.name);
    });
  });

  it('keeps a Form 1 with 14 subjects and long remarks on one page, the lowest text above the footer', async () => {
    const subjects = Array.from({ length: 14 }, (_, i) => ({
      ...SAMPLE_FORM.subjects[i % 11],
      subject: `Subject ${i + 1}`,
    }));
    // 300 characters, the most a remark may have.
    const long = 'Works hard and participates well in class. '.repeat(7).slice(0, 299) + '.';
    const form = {
      ...SAMPLE_FORM,
      subjects,
      remarks: { class_teacher: long, principal: long, class_teacher_name: 'X', principal_name: 'Y' },
    };
    const [runs, ...rest] = pdfRuns(await render([form]));
    expect(rest).toHaveLength(0);
    expect(runs.map((r) => r.text)).toContain('Subject 14');
    expect(runs.map((r) => r.text).join(' ')).toContain('participates well in class.');
    // PDF y grows upwards: the body's lowest run stays above the footer's rule, 42 pt up.
    const footer = /^(Printed|Generated|Demo High School {2}·|Jane Wanjiku)/;
    const body = runs.filter((r) => !footer.test(r.text));
    expect(Math.min(...body.map((r) => r.y))).toBeGreaterThan(50);
  });

  it('writes deviations with their sign and a true minus', () => {
    expect(deviationText(0.43)).toBe('+0.43');
    expect(deviationText(-0.2)).toBe('−0.20');
    expect(deviationText(0)).toBe('0.00');
  });
});
