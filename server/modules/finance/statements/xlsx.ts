import ExcelJS from 'exceljs';
import { type FinancialReport, type ReportLine, termText } from '../../../../src/schema/financial-report';
import type { Db } from '../../../db/database';
import { schoolOf } from '../../../documents';
import { blankZeros, columnHeading, fundText, periodText, SHEET_NAMES } from './wording';

/** Shillings with thousands separators, negatives in brackets, nothing as a dash: as the paper prints. */
const MONEY = '#,##0.00;(#,##0.00);"-"';
const PERCENT = '0.0%';
const THIN = { style: 'thin' } as const;
const DOUBLE = { style: 'double' } as const;

type Role = 'code' | 'label' | 'fund' | 'figure';

interface SheetColumn {
  readonly role: Role;
  readonly header: string;
  readonly width: number;
  readonly value: (line: ReportLine) => ExcelJS.CellValue;
  readonly numFmt?: string;
}

function columnsOf(report: FinancialReport): SheetColumn[] {
  const blank = blankZeros(report);
  const text = (role: 'code' | 'fund'): SheetColumn => ({
    role,
    header: termText(role),
    width: role === 'code' ? 12 : 8,
    value: (line) => (role === 'code' ? (line.code ?? null) : (line.fund ?? null)),
  });
  return [
    ...report.text_columns.filter((c) => c === 'code').map(text),
    {
      role: 'label',
      header: termText(report.label_column),
      width: 52,
      value: (line) => (line.kind === 'section' ? line.label.toUpperCase() : line.label),
    },
    ...report.text_columns.filter((c) => c === 'fund').map(text),
    ...report.columns.map((c): SheetColumn => ({
      role: 'figure',
      header: columnHeading(c.term, c.kind),
      width: c.kind === 'percent' ? 13 : 19,
      numFmt: c.kind === 'percent' ? PERCENT : MONEY,
      value: (line) => {
        const v = line.values[c.key];
        if (v === null || v === undefined || (blank && v === 0)) return null;
        // Cents as shillings, so a bursar's SUM works; 87.5 (per cent) as the fraction 0.875.
        return v / 100;
      },
    })),
  ];
}

/**
 * A financial statement as a workbook an auditor can work in: the school, the statement, fund and
 * period at the top, the column heads frozen, figures as numbers in shillings (a negative in
 * brackets), subtotals and totals ruled as on paper, and the sheet set to print on A4.
 */
export async function reportXlsx(db: Db, branchId: number, report: FinancialReport): Promise<Buffer> {
  const school = await schoolOf(db, branchId);
  const columns = columnsOf(report);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shule';
  workbook.title = report.title;
  const sheet = workbook.addWorksheet(SHEET_NAMES[report.report], {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((c) => ({ width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const title = (text: string, size: number, bold = true) => {
    const row = sheet.addRow([text]);
    row.font = { bold, size };
    sheet.mergeCells(row.number, 1, row.number, columns.length);
  };
  title(school.name.toUpperCase(), 14);
  title(report.title.toUpperCase(), 12);
  title(`${fundText(report)} · ${periodText(report)}`, 11, false);
  title('Amounts in Kenya shillings (KES). Figures in brackets are negative.', 9, false);
  sheet.addRow([]);
  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.eachCell((cell, n) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE4E9EF' } };
    cell.border = { bottom: THIN };
    cell.alignment = { horizontal: columns[n - 1].role === 'figure' ? 'right' : 'left', wrapText: true };
  });
  sheet.views = [{ state: 'frozen', ySplit: head.number }];
  sheet.pageSetup.printTitlesRow = `${head.number}:${head.number}`;

  let indent = 0;
  for (const line of report.lines) {
    if (line.kind === 'section' || line.kind === 'total' || line.kind === 'grand') indent = 0;
    const row = sheet.addRow(columns.map((c) => c.value(line)));
    const bold = line.kind !== 'line' && line.kind !== 'subtotal';
    row.font = { bold };
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.role === 'label' && (line.kind === 'line' || line.kind === 'subtotal') && indent > 0)
        cell.alignment = { indent };
      if (c.role !== 'figure' || cell.value === null) return;
      if (line.kind === 'subtotal' || line.kind === 'total') cell.border = { top: THIN };
      if (line.kind === 'grand') cell.border = { top: THIN, bottom: DOUBLE };
    });
    if (line.kind === 'heading') indent = 1;
  }
  for (const c of report.checks.filter((k) => !k.ok)) {
    sheet.addRow([]);
    const row = sheet.addRow([`${termText(c.term)}: out by KES ${(c.difference / 100).toFixed(2)}`]);
    row.font = { bold: true, color: { argb: 'FFB3261E' } };
  }
  if (report.note) sheet.addRow([termText(report.note, report.note_args)]).font = { italic: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
