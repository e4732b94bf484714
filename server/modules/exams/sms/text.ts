/**
 * A student's results as one SMS to their guardians, in English or Swahili, kept to one part
 * (160 GSM characters) for a usual name: school, student, class, exam, mean grade and points,
 * position out of N, and the fee balance when one is owed. {school}, {class} and {stream} are
 * left for messaging to fill, as it fills them for every SMS.
 */

export type SmsLanguage = 'en' | 'sw';

export interface ResultFigures {
  /** First and last name only: the middle name costs characters and parents know it. */
  readonly name: string;
  /** The exam as examLabel writes it: "End-term T1 2026". */
  readonly exam: string;
  readonly mean_grade: string;
  readonly mean_points: number;
  readonly position: number | null;
  readonly out_of: number;
  /** In the stream (a stream's send) or the class (a class's). */
  readonly within: 'class' | 'stream';
  /** KES cents owed; null or not above zero: no fee sentence. */
  readonly balance: number | null;
}

/** KES as an SMS writes it: 12,300 or 12,300.50 (the text says KES). */
const kes = (cents: number) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);

/** Braces in a name would read as placeholders to messaging: they are dropped. */
const plain = (text: string) => text.replace(/[{}]/g, '');

/** The figures as the message writes them (a template writes "<grade>" where a student's goes). */
interface Written {
  readonly name: string;
  readonly exam: string;
  readonly grade: string;
  readonly points: string;
  readonly position: string | null;
  readonly out_of: string;
  readonly within: 'class' | 'stream';
  readonly balance: string | null;
}

/** The result, the position and the fee sentence of each language. */
const WORDS: Record<SmsLanguage, (w: Written) => readonly [string, string, string]> = {
  en: (w) => [
    `${w.name}, {class} {stream}, ${w.exam}: mean grade ${w.grade} (${w.points} points)`,
    `, position ${w.position} out of ${w.out_of} in ${w.within}`,
    ` Fee balance KES ${w.balance}.`,
  ],
  sw: (w) => [
    `Matokeo ya ${w.name}, {class} {stream}, ${w.exam}: wastani ${w.grade} (alama ${w.points})`,
    `, nafasi ${w.position} kati ya ${w.out_of} ${w.within === 'class' ? 'darasani' : 'mkondoni'}`,
    ` Salio la karo KES ${w.balance}.`,
  ],
};

function compose(w: Written, language: SmsLanguage): string {
  const [result, position, fee] = WORDS[language](w);
  return `{school}: ${result}${w.position === null ? '' : position}.${w.balance === null ? '' : fee}`;
}

/** One student's message, placeholders {school}, {class} and {stream} unfilled. */
export function resultText(f: ResultFigures, language: SmsLanguage = 'en'): string {
  return compose(
    {
      name: plain(f.name),
      exam: plain(f.exam),
      grade: f.mean_grade,
      points: f.mean_points.toFixed(2),
      position: f.position === null ? null : String(f.position),
      out_of: String(f.out_of),
      within: f.within,
      balance: f.balance !== null && f.balance > 0 ? kes(f.balance) : null,
    },
    language,
  );
}

/** What the batch records as its message in /sms: the template, each student's figures named. */
export function resultTemplate(exam: string, within: 'class' | 'stream', language: SmsLanguage = 'en'): string {
  return compose(
    {
      name: '<student>',
      exam: plain(exam),
      grade: '<grade>',
      points: '<points>',
      position: '<position>',
      out_of: '<out of>',
      within,
      balance: '<balance>',
    },
    language,
  );
}

/** "End-term T1 2026": the exam as a parent's SMS names it. */
export const examLabel = (name: string, term: string, year: number | null): string =>
  [name, term ? `T${term}` : '', year === null ? '' : String(year)].filter(Boolean).join(' ');
