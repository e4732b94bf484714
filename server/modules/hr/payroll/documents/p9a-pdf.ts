import type { AppContext } from '../../../../context';
import type { Db } from '../../../../db/database';
import {
  type Column,
  contentBox,
  createPdf,
  drawDetails,
  drawFooters,
  drawLetterhead,
  drawTable,
  FONT,
  INK,
  pdfBuffer,
  schoolOf,
  SIZE,
} from '../../../../documents';
import { employerPin } from '../employer';
import { shillings, shortMonth } from './layout';
import { type P9aCard, type P9aMonth, p9aCard } from './p9a-data';

/**
 * KRA's P9A tax deduction card for one employee and year, landscape, from the paid payrolls:
 * the employer and employee, then a row a month and the year's totals in KRA's lettered columns.
 * From 2025 the card KRA issues after the Tax Laws (Amendment) Act 2024 (columns A to O: the
 * housing levy, SHIF and the post-retirement medical fund deducted before tax); for earlier years
 * the classic card (A to L).
 */
interface CardRow {
  readonly month: string;
  readonly values: Readonly<Record<string, number | null>>;
}

type Letter = { readonly key: string; readonly header: string; readonly of: (m: P9aMonth, cap: number) => number };

const CARD_2025: readonly Letter[] = [
  { key: 'A', header: 'A\nBasic salary\n(cash pay)', of: (m) => m.cash },
  { key: 'B', header: 'B\nBenefits\nnon-cash', of: (m) => m.benefits },
  { key: 'C', header: 'C\nValue of\nquarters', of: (m) => m.quarters },
  { key: 'D', header: 'D\nTotal\ngross pay', of: (m) => m.cash + m.benefits + m.quarters },
  { key: 'E1', header: 'E1\n30% of A', of: (m) => Math.round((m.cash * 3) / 10) },
  { key: 'E2', header: 'E2\nActual', of: (m) => m.retirement },
  { key: 'E3', header: 'E3\nFixed', of: (_m, cap) => cap },
  { key: 'F', header: 'F\nHousing\nlevy (AHL)', of: (m) => m.housingLevy },
  { key: 'G', header: 'G\nSHIF', of: (m) => m.shif },
  { key: 'H', header: 'H\nPRMF', of: (m) => m.prmf },
  { key: 'I', header: 'I\nOwner-\noccupied\ninterest', of: (m) => m.mortgage },
  {
    key: 'J',
    header: 'J\nTotal\ndeduc-\ntions',
    of: (m) => m.retirementAllowed + m.housingLevy + m.shif + m.prmf + m.mortgage,
  },
  { key: 'K', header: 'K\nCharge-\nable pay\n(D − J)', of: (m) => m.taxable },
  { key: 'L', header: 'L\nTax\ncharged', of: (m) => m.taxCharged },
  { key: 'M', header: 'M\nPersonal\nrelief', of: (m) => m.personalRelief },
  { key: 'N', header: 'N\nInsur-\nance relief', of: (m) => m.insuranceRelief },
  { key: 'O', header: 'O\nPAYE tax\n(L−M−N)', of: (m) => m.paye },
];

const CARD_CLASSIC: readonly Letter[] = [
  { key: 'A', header: 'A\nBasic salary\n(cash pay)', of: (m) => m.cash },
  { key: 'B', header: 'B\nBenefits\nnon-cash', of: (m) => m.benefits },
  { key: 'C', header: 'C\nValue of\nquarters', of: (m) => m.quarters },
  { key: 'D', header: 'D\nTotal\ngross pay', of: (m) => m.cash + m.benefits + m.quarters },
  { key: 'E1', header: 'E1\n30% of A', of: (m) => Math.round((m.cash * 3) / 10) },
  { key: 'E2', header: 'E2\nActual', of: (m) => m.retirement },
  { key: 'E3', header: 'E3\nFixed', of: (_m, cap) => cap },
  { key: 'F', header: 'F\nOwner-\noccupied\ninterest', of: (m) => m.mortgage },
  { key: 'G', header: 'G\nLowest of\nE + F', of: (m) => m.retirementAllowed + m.mortgage },
  { key: 'H', header: 'H\nCharge-\nable pay\n(D − G)', of: (m) => m.taxable },
  { key: 'J', header: 'J\nTax\ncharged', of: (m) => m.taxCharged },
  { key: 'K', header: 'K\nPersonal +\ninsurance\nrelief', of: (m) => m.personalRelief + m.insuranceRelief },
  { key: 'L', header: 'L\nPAYE tax\n(J − K)', of: (m) => m.paye },
];

/** The columns carrying a year's pay (cash and gross pay, 30 % of it, chargeable pay, tax), printed wider. */
const wideColumns = (year: number) =>
  new Set(year >= 2025 ? ['A', 'D', 'E1', 'J', 'K', 'L', 'O'] : ['A', 'D', 'E1', 'G', 'H', 'J', 'L']);

export const cardLetters = (year: number) => (year >= 2025 ? CARD_2025 : CARD_CLASSIC);

/** The card's twelve rows and totals; `caps`: each month's retirement limit (E3), in cents. */
export function cardRows(
  card: P9aCard,
  caps: ReadonlyMap<string, number>,
): { rows: CardRow[]; totals: Record<string, number> } {
  const letters = cardLetters(card.year);
  const byPeriod = new Map(card.months.map((m) => [m.period, m]));
  const totals: Record<string, number> = Object.fromEntries(letters.map((l) => [l.key, 0]));
  const rows = Array.from({ length: 12 }, (_, i) => {
    const period = `${card.year}-${String(i + 1).padStart(2, '0')}`;
    const month = byPeriod.get(period);
    const values: Record<string, number | null> = {};
    for (const l of letters) {
      const value = month ? l.of(month, caps.get(period) ?? 0) : null;
      values[l.key] = value;
      if (value !== null) totals[l.key] += value;
    }
    return { month: shortMonth(period), values };
  });
  return { rows, totals };
}

/** The card's type size: seventeen money columns across a landscape page. */
export const CARD_FONT_SIZE = 6;

/**
 * The card's columns: the month, then the letters. The year's totals of the pay columns run to
 * "2,400,000.00" and must not wrap, so those are a little wider than the rest (which fit "360,000.00").
 */
export function cardColumns(year: number): Column<CardRow>[] {
  const wide = wideColumns(year);
  return [
    { key: 'month', header: 'Month', width: 40 },
    ...cardLetters(year).map((l): Column<CardRow> => ({
      key: l.key,
      header: l.header,
      align: 'right',
      flex: wide.has(l.key) ? 1.135 : 1,
      value: (r) => (r.values[l.key] === null ? '' : shillings(r.values[l.key] ?? 0)),
    })),
  ];
}

export interface P9aOptions {
  readonly ctx?: AppContext;
  readonly compress?: boolean;
  readonly printedAt?: Date;
  /** The employer's KRA PIN; by default the one in the school's settings. */
  readonly employerPin?: string;
}

export async function p9aPdf(
  db: Db,
  branchId: number,
  employeeId: number,
  year: number,
  caps: (period: string) => Promise<number>,
  options: P9aOptions = {},
) {
  const school = await schoolOf(db, branchId, options.ctx);
  const card = await p9aCard(db, branchId, employeeId, year);
  const pin = options.employerPin ?? (await employerPin(db, branchId));
  const capMap = new Map<string, number>();
  for (const m of card.months) capMap.set(m.period, await caps(m.period));
  const { rows, totals } = cardRows(card, capMap);
  const letters = cardLetters(year);
  const doc = createPdf({
    title: `P9A ${year}: ${card.employee.surname}`,
    author: school.name,
    compress: options.compress,
    layout: 'landscape',
  });
  drawLetterhead(
    doc,
    school,
    'Tax deduction card (P9A)',
    `Kenya Revenue Authority · Domestic Taxes Department · Year ${year}`,
  );
  doc.y -= 8;
  drawDetails(
    doc,
    [
      { label: 'Employer’s name', value: school.name },
      { label: 'Employer’s PIN', value: pin },
      { label: 'Employee’s main name', value: card.employee.surname },
      { label: 'Employee’s other names', value: card.employee.otherNames },
      { label: 'Employee’s PIN', value: card.employee.kra_pin },
      { label: 'Staff no.', value: card.employee.staff_no },
    ],
    { columns: 2, labelWidth: 130, fontSize: SIZE.body - 1, empty: '' },
  );
  doc.y += 4;
  const columns = cardColumns(year);
  drawTable(doc, columns, rows, {
    fontSize: CARD_FONT_SIZE,
    totals: { month: 'Totals', ...Object.fromEntries(letters.map((l) => [l.key, shillings(totals[l.key])])) },
  });
  const box = contentBox(doc);
  const chargeable = year >= 2025 ? 'K' : 'H';
  const paye = year >= 2025 ? 'O' : 'L';
  doc.moveDown(0.4);
  doc
    .font(FONT.bold)
    .fontSize(SIZE.body - 1)
    .fillColor(INK.text);
  // One line for both totals, so that the card with its note keeps to one page.
  doc.text(
    `Total chargeable pay (column ${chargeable}): KES ${shillings(totals[chargeable])}     ` +
      `Total tax (column ${paye}): KES ${shillings(totals[paye])}`,
    box.left,
    doc.y,
    { width: box.width },
  );
  doc.moveDown(0.4);
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(INK.muted);
  doc.text(
    'Column A is cash pay: basic salary and taxable cash allowances. Monthly figures in Kenya shillings from the payrolls paid in the year; ' +
      'E3 is the month’s limit on retirement contributions. Give the employee this card for the annual income tax return due by 30 June.',
    { width: box.width },
  );
  drawFooters(doc, {
    caption: `${school.name}  ·  P9A ${year}  ·  ${card.employee.surname} ${card.employee.otherNames}`,
    printedAt: options.printedAt ?? new Date(),
  });
  const name = `${card.employee.staff_no || employeeId}`.replace(/[^A-Za-z0-9-]+/g, '-');
  return { pdf: await pdfBuffer(doc), filename: `p9a-${year}-${name}.pdf` };
}
