/**
 * Kenya's public holidays, 2024 to 2027, as gazetted dates (the engine keeps a Sunday's on the
 * Monday: calendar.ts daysOff). Public Holidays Act (Cap. 110) schedule: New Year's Day, Good
 * Friday, Easter Monday, Labour Day, Madaraka Day, Mashujaa Day, Jamhuri Day, Christmas and Boxing
 * Day; Mazingira Day on 10 October since the Statute Law (Miscellaneous Amendments) Act 2024 (it
 * was Utamaduni Day); Idd-ul-Fitr on the day the Cabinet Secretary gazettes under s. 2(1) once the
 * moon is sighted: 10 April 2024 and 31 March 2025 were gazetted, 2026 and 2027 are the expected
 * days, for HR to correct when the notice is out.
 */
export interface HolidayDate {
  readonly date: string;
  readonly name: string;
  readonly note?: string;
}

/** Easter Sunday by year (Western computus), from which Good Friday and Easter Monday follow. */
const EASTER: Readonly<Record<number, string>> = {
  2024: '2024-03-31',
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
};

const IDD_UL_FITR: Readonly<Record<number, { date: string; gazetted: boolean }>> = {
  2024: { date: '2024-04-10', gazetted: true },
  2025: { date: '2025-03-31', gazetted: true },
  2026: { date: '2026-03-20', gazetted: false },
  2027: { date: '2027-03-10', gazetted: false },
};

const FIXED: readonly (readonly [string, string])[] = [
  ['01-01', "New Year's Day"],
  ['05-01', 'Labour Day'],
  ['06-01', 'Madaraka Day'],
  ['10-10', 'Mazingira Day'],
  ['10-20', 'Mashujaa Day'],
  ['12-12', 'Jamhuri Day'],
  ['12-25', 'Christmas Day'],
  ['12-26', 'Boxing Day'],
];

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const KENYA_HOLIDAY_YEARS = [2024, 2025, 2026, 2027] as const;

/** The year's holidays in date order. */
export function kenyaHolidays(year: (typeof KENYA_HOLIDAY_YEARS)[number]): HolidayDate[] {
  const idd = IDD_UL_FITR[year];
  const list: HolidayDate[] = [
    ...FIXED.map(([day, name]) => ({ date: `${year}-${day}`, name })),
    { date: shift(EASTER[year], -2), name: 'Good Friday' },
    { date: shift(EASTER[year], 1), name: 'Easter Monday' },
    {
      date: idd.date,
      name: 'Idd-ul-Fitr',
      note: idd.gazetted ? 'Gazetted' : 'Expected: change it to the gazetted day',
    },
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

export const ALL_KENYA_HOLIDAYS: readonly HolidayDate[] = KENYA_HOLIDAY_YEARS.flatMap(kenyaHolidays);
