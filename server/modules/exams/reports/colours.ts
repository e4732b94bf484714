import { INK } from '../../../documents';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A report colour as it may be printed: a stored '#RRGGBB', else the house band colour. */
export const fillOf = (colour: string | null | undefined): string => (colour && HEX.test(colour) ? colour : INK.band);

/**
 * Dark or white text on a grade's colour, whichever reads better (WCAG relative luminance): a
 * school that colours A dark green still gets a legible "A".
 */
export function inkOn(colour: string): string {
  const channel = (offset: number) => {
    const c = parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with #1b1b1b (luminance about 0.011) against contrast with white.
  return (luminance + 0.05) / 0.061 >= 1.05 / (luminance + 0.05) ? INK.text : '#ffffff';
}

/** Grade → colour, from the grading key's bands. */
export const colourMap = (bands: readonly { grade: string; colour: string | null }[]): Map<string, string> =>
  new Map(bands.map((b) => [b.grade, fillOf(b.colour)]));
