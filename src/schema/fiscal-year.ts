/**
 * A Kenyan public school's fiscal year runs 1 July to 30 June (domain note section 5), while its
 * school year runs January to December. A fiscal year is named by the years it spans, "2026/27",
 * and stored as the year it starts in (2026).
 */
export interface FiscalYear {
  readonly start_year: number;
  /** "2026/27" */
  readonly name: string;
  /** 2026-07-01 */
  readonly from: string;
  /** 2027-06-30 */
  readonly to: string;
}

export function fiscalYear(startYear: number): FiscalYear {
  return {
    start_year: startYear,
    name: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
    from: `${startYear}-07-01`,
    to: `${startYear + 1}-06-30`,
  };
}

/** The fiscal year an ISO date (YYYY-MM-DD) falls in: 2026-06-30 is in 2025/26, 2026-07-01 in 2026/27. */
export function fiscalYearOf(isoDate: string): FiscalYear {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return fiscalYear(month >= 7 ? year : year - 1);
}
