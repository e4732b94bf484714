import { describe, expect, it } from 'vitest';
import { pdfRuns, type TextRun } from '../../documents/pdf-text';
import { certificatePdf, type CertificateData } from './certificate';

const data: CertificateData = {
  school: {
    name: 'Demo High School',
    motto: 'Strive to excel',
    address: 'P.O. Box 123-00100, Nairobi',
    phone: '0712 345 678',
    email: null,
    logo: null,
  },
  certificateNo: 'LC/2026/0002',
  studentName: 'Mũthoni Wanjirũ Kĩmani',
  admissionNo: 'ADM/2024/00017',
  upi: 'A1B2C3D',
  kcpeIndex: '20512345001',
  dateOfBirth: '2010-03-14',
  admissionDate: '2024-01-08',
  leavingDate: '2026-06-01',
  admissionClass: 'Form 1',
  className: 'Form 3 East',
  guardian: 'Mary Kĩmani (mother)',
  guardianPhone: '0712 345 678',
  destination: 'Maseno School',
  reason: 'Family moved to Kisumu',
  conductRemarks: 'Disciplined, honest and hardworking; a class prefect for two years.',
};

const render = async (more: Partial<CertificateData> = {}) =>
  certificatePdf({ ...data, ...more }, { compress: false, printedAt: new Date('2026-11-23T11:05:00Z') });

const at = (runs: readonly TextRun[], text: string): TextRun => {
  const run = runs.find((r) => r.text === text);
  if (!run) throw new Error(`"${text}" not printed: ${runs.map((r) => r.text).join(' | ')}`);
  return run;
};

/** The dotted rules drawn on the page: pdfkit writes each dash pattern as "[1 2] 0 d". */
const dottedRules = (pdf: Buffer) => pdf.toString('latin1').match(/\[1 2\] 0 d/g)?.length ?? 0;

describe('the leaving certificate', () => {
  it('prints each particular beside its label: classes on admission and on leaving, KCPE index, guardian and phone', async () => {
    const [page, ...more] = pdfRuns(await render());
    expect(more).toHaveLength(0);
    for (const [label, value] of [
      ['Name of student', 'Mũthoni Wanjirũ Kĩmani'],
      ['Admission number', 'ADM/2024/00017'],
      ['UPI / NEMIS number', 'A1B2C3D'],
      ['KCPE index number', '20512345001'],
      ['Date of birth', '14/03/2010'],
      ['Date of admission', '08/01/2024'],
      ['Class on admission', 'Form 1'],
      ['Date of leaving', '01/06/2026'],
      ['Class on leaving', 'Form 3 East'],
      ['Parent / guardian', 'Mary Kĩmani (mother)'],
      ['Telephone', '0712 345 678'],
      ['Transferring to', 'Maseno School'],
      ['Reason for leaving', 'Family moved to Kisumu'],
    ]) {
      const l = at(page, label);
      // On the label's line (the name is in the opening sentence too).
      const v = page.find((r) => r.text === value && Math.abs(r.y - l.y) < 0.01);
      expect(v, `${label}: ${value}`).toBeDefined();
      expect(v?.x, label).toBeGreaterThan(l.x);
      expect(v?.font, label).toMatch(/Bold/);
    }
    // One label width for the single and the paired rows: the values of the left column line up.
    const valueX = ['ADM/2024/00017', '20512345001', 'Maseno School', 'Family moved to Kisumu'].map(
      (v) => at(page, v).x,
    );
    expect(new Set(valueX).size).toBe(1);
    // The admission's class and date share a row, as do the leaving's.
    expect(at(page, 'Class on admission').y).toBeCloseTo(at(page, 'Date of admission').y, 3);
    expect(at(page, 'Class on leaving').y).toBeCloseTo(at(page, 'Date of leaving').y, 3);
  });

  it("prints the head teacher's remarks under their heading, and dates as dd/mm/yyyy only", async () => {
    const pdf = await render();
    const [page] = pdfRuns(pdf);
    const heading = at(page, "Head teacher's remarks on conduct");
    const remarks = at(page, data.conductRemarks ?? '');
    expect(remarks.y).toBeLessThan(heading.y);
    expect(remarks.y).toBeGreaterThan(at(page, 'Date').y); // above the signatures
    expect(page.map((r) => r.text).join('\n')).toContain('was admitted to Demo High School on 08/01/2024');
    expect(page.some((r) => r.text.includes('Date of issue: 23/11/2026'))).toBe(true);
    expect(page.some((r) => /\d{4}-\d{2}-\d{2}/.test(r.text))).toBe(false);
  });

  it('leaves dotted lines to write on, never a dash, for what the record does not hold', async () => {
    const full = await render();
    const empty = await render({ conductRemarks: null, kcpeIndex: null, guardianPhone: null, upi: null });
    const [page] = pdfRuns(empty);
    const texts = page.map((r) => r.text);
    expect(texts).not.toContain('—');
    expect(texts).not.toContain(data.conductRemarks);
    // Every particular keeps its rule, filled in or not, and the remarks keep three lines to write on.
    expect(dottedRules(empty)).toBe(dottedRules(full));
    const heading = at(page, "Head teacher's remarks on conduct");
    const certify = page.find((r) => r.text.startsWith('I certify'));
    expect(heading.y - (certify?.y ?? 0)).toBeGreaterThan(3 * 22);
  });

  it('keeps long remarks on ruled lines and the signatures whole, on a second page if need be', async () => {
    const pages = pdfRuns(
      await render({
        reason: 'The family moved to Kisumu for work. '.repeat(27).trim(),
        conductRemarks: 'Honest and hardworking. '.repeat(25).trim(),
      }),
    );
    expect(pages).toHaveLength(2);
    const last = pages[1];
    // The heading moved with its lines, and the stamp box with the signature lines.
    expect(last.some((r) => r.text === "Head teacher's remarks on conduct")).toBe(true);
    expect(last.some((r) => r.text === 'Official school stamp')).toBe(true);
    expect(last.some((r) => r.text === "Head teacher's name")).toBe(true);
  });
});
