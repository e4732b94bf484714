/** Printed documents: one letterhead, footer, type scale and table/details helpers for every PDF. */
export { drawDetails, type Detail, type DetailsOptions } from './details';
export { printDocument, type DocumentOptions } from './document';
export { type Cell, type CellFormat, formatCell, formatDate, formatDateTime, formatMoney } from './format';
export { drawFooters, drawLetterhead, type School } from './letterhead';
export { contentBox, createPdf, FONT, INK, keepTogether, MARGINS, type Pdf, pdfBuffer, SIZE } from './pdf';
export { schoolOf } from './school';
export { type StudentParticulars, studentDetails } from './student';
export { type Align, type Column, columnWidths, drawTable, type TableOptions } from './table';
