import { describe, expect, it } from 'vitest';
import { createPdf, FONT, pdfBuffer } from './pdf';
import { pdfPages } from './pdf-text';

/** One document's text layer, each string drawn in each house font. */
async function textLayer(...lines: string[]): Promise<string[]> {
  const doc = createPdf({ title: 'fonts', compress: false });
  for (const font of Object.values(FONT)) for (const line of lines) doc.font(font).text(line);
  return pdfPages(await pdfBuffer(doc))[0].split('\n');
}

describe('the house fonts', () => {
  // This must be the first text this file draws: the parsed fonts are shared by every document.
  it('keep every letter readable in a document printed after a name with a tilde', async () => {
    expect(await textLayer('Wanjirũ')).toEqual(Array(3).fill('Wanjirũ'));
    expect(await textLayer('Value due')).toEqual(Array(3).fill('Value due'));
  });

  it('print Latin beyond Latin-1, Greek and Cyrillic, and give ligatures their letters', async () => {
    const lines = ['Kĩmani Ng’ang’a Łukasz Şahin', 'Ωμέγα Жанна', 'official certificate'];
    expect(await textLayer(...lines)).toEqual(Array(3).fill(lines).flat());
  });
});
