import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificatePdf, type CertificateData } from '../modules/admissions/certificate';
import { createPdf, FONT, pdfBuffer } from './pdf';
import { pdfRuns, pdfText } from './pdf-text';

const school = {
  name: 'Shule ya Umoja 团结学校',
  motto: 'Elimu ni ufunguo',
  address: 'P.O. Box 1, Nairobi',
  phone: '+254700000000',
  email: null,
  logo: null,
};

function certificate(studentName: string, more: Partial<CertificateData> = {}): CertificateData {
  return {
    school,
    certificateNo: 'LC-2024-0007',
    studentName,
    admissionNo: 'ADM/001',
    upi: null,
    kcpeIndex: null,
    dateOfBirth: '2010-03-04',
    admissionDate: '2020-01-06',
    leavingDate: '2024-11-29',
    admissionClass: 'Form 1',
    className: 'Form 2 East',
    guardian: null,
    guardianPhone: null,
    destination: 'Школа № 5 / 北京第一中学',
    reason: 'Family moved',
    conductRemarks: null,
    ...more,
  };
}

/** Letters of the text layer, one string per page, spaces and line breaks aside. */
const letters = (pdf: Buffer): string => pdfText(pdf).replace(/\s+/g, '');
/** The embedded fonts the page's text runs are drawn in, without their subset tags. */
const fontsUsed = (pdf: Buffer): Set<string> =>
  new Set(pdfRuns(pdf).flatMap((page) => page.map((run) => run.font.replace(/^[A-Z]{6}\+/, ''))));

describe('names outside Latin-1 on the leaving certificate', () => {
  it.each([
    ['Cyrillic', 'Иван Петрович Сидоров'],
    ['Chinese', '王小明'],
    ['Amharic (Ethiopic)', 'አበበ ቢቂላ'],
    ['Gujarati', 'રાજેશ પટેલ'],
    ['Hindi (Devanagari)', 'राम कुमार'],
    ['Chinese with Latin', 'Wang 王小明 Xiaoming'],
  ])('prints a %s name in its own letters', async (_script, name) => {
    const pdf = await certificatePdf(certificate(name), { compress: false });
    expect(letters(pdf)).toContain(name.replace(/\s+/g, ''));
    // No letter is a missing glyph: the text layer of every run maps back to real characters.
    expect(pdfText(pdf)).not.toContain('\ufffd');
    expect(pdfText(pdf)).not.toContain(String.fromCharCode(0));
  });

  it('draws the letters Noto Sans lacks in the Noto face of their script, the rest in Noto Sans', async () => {
    const pdf = await certificatePdf(certificate('Wang 王小明 / አበበ ቢቂላ'), { compress: false });
    const fonts = fontsUsed(pdf);
    expect(fonts).toContain('NotoSans-Regular');
    expect(fonts).toContain('NotoSans-Bold');
    expect([...fonts].some((f) => /NotoSansHans-Bold|NotoSansSC|Hans/.test(f))).toBe(true);
    expect([...fonts].some((f) => /NotoSansEthiopic-Bold/.test(f))).toBe(true);
    // The school's name and the destination mix scripts too, in the letterhead and the details.
    expect(letters(pdf)).toContain('ShuleyaUmoja团结学校');
    expect(letters(pdf)).toContain('Школа№5/北京第一中学');
  });

  it('prints Arabic right to left, each word joined', async () => {
    const pdf = await certificatePdf(certificate('محمد علي'), { compress: false });
    const text = letters(pdf);
    // Drawn in visual order: the second word stands left of the first, each word's letters as shaped.
    expect(text).toMatch(/علي\s*محمد|يلع\s*دمحم/);
  });

  it('measures mixed text as drawn, so a name wraps and aligns like any other', async () => {
    const doc = createPdf({ title: 'measure' });
    doc.font(FONT.regular).fontSize(10);
    const latin = doc.widthOfString('Wang');
    const chinese = doc.widthOfString('王小明');
    // Ideographs are a full em wide each; the missing-glyph box of Noto Sans is narrower.
    expect(chinese).toBeCloseTo(30, 0);
    expect(doc.widthOfString('Wang 王小明')).toBeCloseTo(latin + doc.widthOfString(' ') + chinese, 3);
    await pdfBuffer(doc);
  });

  it('keeps a Latin-only document in Noto Sans alone', async () => {
    const pdf = await certificatePdf(
      certificate('Mũthoni Wanjirũ', { school: { ...school, name: 'Alliance' }, destination: 'Alliance High School' }),
      { compress: false },
    );
    expect([...fontsUsed(pdf)].every((f) => f.startsWith('NotoSans-'))).toBe(true);
  });

  it.runIf(process.env.SHULE_WRITE_PDF)('writes the sample for a look (SHULE_WRITE_PDF=path)', async () => {
    const pdf = await certificatePdf(certificate('Wang 王小明 · Иван · አበበ ቢቂላ · રાજેશ · राम · محمد علي'));
    fs.writeFileSync(String(process.env.SHULE_WRITE_PDF), pdf);
  });
});
