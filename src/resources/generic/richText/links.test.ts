import { describe, expect, it } from 'vitest';
import { linkFromTyped } from './links';
import { keptAsIs, sizesToTry } from './pictures';

describe("the editor's link button", () => {
  it('keeps http, https, mailto and tel addresses as typed', () => {
    for (const href of ['https://demohigh.ac.ke/fees', 'http://a.ke', 'mailto:info@a.ke', 'tel:+254712345678'])
      expect(linkFromTyped(` ${href} `)).toEqual({ href });
  });

  it('gives a bare web address, e-mail address or phone number its scheme', () => {
    expect(linkFromTyped('demohigh.ac.ke/fees')).toEqual({ href: 'https://demohigh.ac.ke/fees' });
    expect(linkFromTyped('www.knec.ac.ke')).toEqual({ href: 'https://www.knec.ac.ke' });
    expect(linkFromTyped('bursar@demohigh.ac.ke')).toEqual({ href: 'mailto:bursar@demohigh.ac.ke' });
    expect(linkFromTyped('0712 345 678')).toEqual({ href: 'tel:0712345678' });
  });

  it('refuses any other scheme, and reads an empty answer as removing the link', () => {
    for (const typed of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://a.ke', 'file:///etc'])
      expect(linkFromTyped(typed)).toEqual({ refused: true });
    expect(linkFromTyped('   ')).toBeNull();
  });
});

describe("the editor's pictures", () => {
  it('keeps a small PNG, GIF or JPEG as it is, and redraws anything larger or of another type', () => {
    expect(keptAsIs({ type: 'image/png', size: 20_000 })).toBe(true);
    expect(keptAsIs({ type: 'image/gif', size: 44_000 })).toBe(true);
    expect(keptAsIs({ type: 'image/jpeg', size: 400_000 })).toBe(false);
    expect(keptAsIs({ type: 'image/bmp', size: 2_000 })).toBe(false);
  });

  it('tries sizes from 1000 pixels down, never larger than the picture, keeping its shape', () => {
    expect(sizesToTry(4000, 3000)[0]).toEqual({ width: 1000, height: 750 });
    expect(sizesToTry(4000, 3000).at(-1)).toEqual({ width: 360, height: 270 });
    expect(sizesToTry(600, 900)).toEqual([
      { width: 600, height: 900 },
      { width: 533, height: 800 },
      { width: 427, height: 640 },
      { width: 320, height: 480 },
      { width: 240, height: 360 },
    ]);
  });
});
