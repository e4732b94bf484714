import type { MeritListPage } from '../../../schema/exam-results';

/**
 * What a student missed, as the columns name it: KNEC codes become the subjects' short names
 * (311 → HAG; 101/102/504 → ENG/KIS, the languages the exam set), a group number a group (Group II).
 */
export function missingLabels(
  missing: readonly string[],
  subjects: MeritListPage['subjects'],
  group: (numeral: string) => string,
): string {
  const byCode = new Map(subjects.flatMap((s) => (s.code ? [[String(s.code), s.short_name] as const] : [])));
  return missing
    .map((code) => {
      if (/^[IVX]+$/.test(code)) return group(code);
      const named = code.split('/').flatMap((part) => byCode.get(part) ?? []);
      return named.length > 0 ? named.join('/') : code;
    })
    .join(', ');
}
