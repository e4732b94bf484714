import type { ExamResults, MeritRow, SubjectCell } from '../../../../src/schema/exam-results';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import {
  type Column,
  contentBox,
  drawTable,
  FONT,
  INK,
  keepTogether,
  printDocument,
  schoolOf,
  SIZE,
} from '../../../documents';
import { groupBy } from './compute';

/** 6.57 → "6.57"; a deviation carries its sign (+0.71, -0.20), as schools print it. */
export const points2 = (value: number | null): string => (value === null ? '' : value.toFixed(2));
export const signed = (value: number | null): string =>
  value === null ? '' : `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value).toFixed(2)}`;
export const position = (pos: number | null, outOf: number): string => (pos === null ? '-' : `${pos}/${outOf}`);
export const cellText = (cell: SubjectCell | undefined): string =>
  cell === undefined ? '' : cell.score === 'absent' ? 'X' : `${cell.score} ${cell.grade}`;

/** The table's type size: a class's twelve subjects and totals across A4 landscape. */
const TABLE_SIZE = 7;

const RULES: Readonly<Record<string, string>> = {
  kcse_2023: 'Mathematics, the better of English or Kiswahili and the best 5 others',
  kcse_pre2023: 'English, Kiswahili, Mathematics, the best 2 sciences, the best humanity and 1 more',
  all: 'every subject taken',
};

/** The merit list's columns: who, each subject's mark and grade, the totals and the positions. */
function columns(results: ExamResults, width: number, admWidth: number): Column<MeritRow>[] {
  const compared = results.compare !== null;
  const fixed: Column<MeritRow>[] = [
    {
      key: 'pos',
      header: 'Pos',
      width: 24,
      align: 'right',
      value: (r) => (r.class_position === null ? '-' : r.class_position),
    },
    { key: 'adm', header: 'Adm no', width: admWidth, value: (r) => r.admission_no },
    { key: 'name', header: 'Name', value: (r) => r.name },
    { key: 'stream', header: 'Strm', width: 34, value: (r) => r.stream_name },
  ];
  const tail: Column<MeritRow>[] = [
    { key: 'tm', header: 'Marks', width: 30, align: 'right', value: (r) => r.total_marks },
    { key: 'tp', header: 'Pts', width: 24, align: 'right', value: (r) => r.total_points },
    { key: 'mp', header: 'Mean', width: 28, align: 'right', value: (r) => points2(r.mean_points) },
    { key: 'mg', header: 'Grade', width: 32, align: 'center', value: (r) => r.mean_grade ?? '' },
    {
      key: 'sp',
      header: 'Stream',
      width: 36,
      align: 'right',
      value: (r) => position(r.stream_position, r.stream_out_of),
    },
    { key: 'cp', header: 'Class', width: 40, align: 'right', value: (r) => position(r.class_position, r.class_out_of) },
    ...(compared
      ? [
          {
            key: 'dev',
            header: 'Dev.',
            width: 30,
            align: 'right' as const,
            value: (r: MeritRow) => signed(r.deviation),
          },
        ]
      : []),
  ];
  const used = [...fixed, ...tail].reduce((s, c) => s + (c.width ?? 0), 0);
  // The name keeps at least 90 points; the subjects share the rest.
  const each = Math.max(24, Math.min(40, Math.floor((width - used - 90) / Math.max(1, results.subjects.length))));
  const subjects: Column<MeritRow>[] = results.subjects.map((s) => ({
    key: `s${s.subject_id}`,
    header: s.short_name,
    width: each,
    align: 'center',
    value: (r) => cellText(r.subjects[String(s.subject_id)]),
  }));
  return [...fixed, ...subjects, ...tail];
}

function summary(rows: readonly MeritRow[], results: ExamResults, classId: number): string {
  const cls = results.classes.find((c) => c.id === classId);
  const streams = results.streams.filter((s) => s.class_name === cls?.name && s.mean_points !== null);
  const parts = [
    `${rows.length} students`,
    cls?.mean_points === null || cls === undefined
      ? ''
      : `class mean ${points2(cls.mean_points)} ${cls.mean_grade ?? ''}`,
    ...streams.map((s) => `${s.name}: ${points2(s.mean_points)} ${s.mean_grade ?? ''}`),
  ];
  return parts.filter(Boolean).join('   ·   ');
}

/**
 * The merit list as a school prints it for the staffroom notice board: A4 landscape on the
 * letterhead, one class after another (each on its own pages), students in order of class position,
 * each subject's mark and grade, totals, mean points and grade, stream and class positions, and the
 * deviation from the compared exam.
 */
export async function meritListPdf(
  db: Db,
  branchId: number,
  results: ExamResults,
  scope: string,
  ctx?: AppContext,
  compress = true,
): Promise<Buffer> {
  const school = await schoolOf(db, branchId, ctx);
  const compared = results.compare ? ` · compared with ${results.compare.name}` : '';
  return printDocument(
    {
      school,
      title: 'Merit list',
      subtitle: `${results.exam.name}${results.exam.term ? `, ${results.exam.term}` : ''} · ${scope}${compared}`,
      layout: 'landscape',
      compress,
    },
    (doc) => {
      const box = contentBox(doc);
      // An admission number is never broken across lines (ADM/2026/00049): its column fits the longest.
      doc.font(FONT.regular).fontSize(TABLE_SIZE);
      const longest = Math.max(0, ...results.rows.map((r) => doc.widthOfString(r.admission_no)));
      const cols = columns(results, box.width, Math.min(90, Math.max(40, Math.ceil(longest) + 9)));
      const classes = [...groupBy(results.rows, (r) => r.class_id)];
      if (classes.length === 0) doc.font(FONT.italic).fontSize(SIZE.body).text('No results.', box.left, doc.y);
      classes.forEach(([classId, rows], i) => {
        if (i > 0) {
          doc.addPage();
          doc.y = doc.page.margins.top;
        }
        doc.moveDown(0.5);
        doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(INK.accent).text(rows[0].class_name, box.left, doc.y);
        doc
          .font(FONT.regular)
          .fontSize(SIZE.small)
          .fillColor(INK.muted)
          .text(summary(rows, results, classId));
        doc.moveDown(0.4).fillColor(INK.text);
        drawTable(doc, cols, rows, { fontSize: TABLE_SIZE, style: 'zebra' });
      });
      keepTogether(doc, 40);
      const rules = results.rules.map((r) => `Level ${r.level}: mean of ${RULES[r.rule] ?? r.rule}`).join('; ');
      doc
        .font(FONT.regular)
        .fontSize(SIZE.small)
        .fillColor(INK.muted)
        .text(
          `X: absent. Positions rank by ${results.rules[0]?.rank_by === 'total_marks' ? 'total marks' : 'mean points'}; equal figures share a position (1, 2, 2, 4). ${rules}.`,
          box.left,
          doc.y,
          { width: box.width },
        );
    },
  );
}
