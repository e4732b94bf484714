import { addDays, type WeekdayName } from '../../src/schema/hr-leave-calendar';

/**
 * The demo's leave as a plan, relative to the school's today: who asks for which leave when, and
 * what HR did with it. demo-hr-leave.ts writes it through the leave rules and the workflow.
 */
export interface Person {
  readonly id: number;
  readonly gender: string;
  readonly category: string;
  readonly terms: string;
  readonly employed: string;
}

export interface LeavePlan {
  readonly leave: Record<string, unknown>;
  readonly steps: readonly (readonly [string, Record<string, unknown>])[];
}

type Weekday = (iso: string) => WeekdayName;

const APPROVE = ['approve', {}] as const;

/** The Monday on or after a day. */
function mondayFrom(iso: string, weekday: Weekday): string {
  let day = iso;
  while (weekday(day) !== 'mon') day = addDays(day, 1);
  return day;
}

/** The working day `n` weekdays after (or before, n < 0) a day. */
function weekdaysFrom(iso: string, n: number, weekday: Weekday): string {
  let day = iso;
  let left = Math.abs(n);
  while (left > 0) {
    day = addDays(day, Math.sign(n));
    if (weekday(day) !== 'sat' && weekday(day) !== 'sun') left--;
  }
  return day;
}

/** The type codes the plan names, looked up by the writer's caller. */
export type LeaveCode = 'ANNUAL' | 'SICK' | 'MATERNITY' | 'PATERNITY' | 'COMPASSIONATE' | 'UNPAID';

/**
 * Last year's annual leave in the school holidays, this year's so far (annual, sick on full and
 * then half pay, paternity, compassionate, a few unpaid days), a teacher on maternity leave and a
 * member of staff on annual leave today, applications waiting for HR, one rejected, one cancelled.
 */
export function plannedLeave(
  staff: readonly Person[],
  today: string,
  weekday: Weekday,
  types: Readonly<Record<LeaveCode, number>>,
): LeavePlan[] {
  const year = Number(today.slice(0, 4));
  const last = year - 1;
  const plans: LeavePlan[] = [];
  const used = new Set<number>();
  const leave = (person: Person, code: LeaveCode, start: string, end: string, extra: Record<string, unknown> = {}) => ({
    employee_id: person.id,
    leave_type_id: types[code],
    start_date: start,
    end_date: end,
    ...extra,
  });
  const past = (end: string) => end < today;
  const veteran = staff.filter((p) => p.employed < `${last}-01-01`);
  const pick = (test: (p: Person) => boolean) => {
    const found = veteran.find((p) => !used.has(p.id) && test(p));
    if (found) used.add(found.id);
    return found;
  };

  // Last year: the school holidays of April, August and December, a week or two each.
  veteran.slice(0, 9).forEach((person, i) => {
    const start = mondayFrom(`${last}-${['04-07', '08-04', '12-01'][i % 3]}`, weekday);
    const end = weekdaysFrom(start, i % 2 === 0 ? 4 : 9, weekday);
    plans.push({ leave: leave(person, 'ANNUAL', start, end, { reason: 'School holidays' }), steps: [APPROVE] });
  });
  // This year so far: April and August holidays.
  veteran.slice(2, 12).forEach((person, i) => {
    const start = mondayFrom(`${year}-${i % 2 === 0 ? '04-13' : '08-10'}`, weekday);
    const end = weekdaysFrom(start, i % 3 === 0 ? 9 : 4, weekday);
    if (past(end))
      plans.push({ leave: leave(person, 'ANNUAL', start, end, { reason: 'School holidays' }), steps: [APPROVE] });
  });

  const maternity = pick((p) => p.gender === 'female' && p.category === 'teaching');
  if (maternity) {
    const start = addDays(today, -40);
    plans.push({
      leave: leave(maternity, 'MATERNITY', start, addDays(start, 89), { reason: 'Expecting a baby' }),
      steps: [APPROVE],
    });
  }
  const away = pick((p) => p.category === 'non_teaching');
  if (away)
    plans.push({
      leave: leave(away, 'ANNUAL', weekdaysFrom(today, -2, weekday), weekdaysFrom(today, 3, weekday), {
        reason: 'Visiting family in Kisumu',
      }),
      steps: [APPROVE],
    });

  const sick = pick(() => true);
  if (sick) {
    const first = mondayFrom(`${year}-02-16`, weekday);
    const second = mondayFrom(`${year}-06-08`, weekday);
    const certificate = (day: string) => ({
      reason: 'Malaria',
      document: `https://files.demohigh.ac.ke/hr/sick-notes/${day}-${sick.id}.pdf`,
    });
    for (const [start, days] of [
      [first, 4],
      [second, 3],
    ] as const)
      if (past(weekdaysFrom(start, days, weekday)))
        plans.push({
          leave: leave(sick, 'SICK', start, weekdaysFrom(start, days, weekday), certificate(start)),
          steps: [APPROVE],
        });
  }
  const father = pick((p) => p.gender === 'male');
  const birth = `${year}-03-09`;
  if (father && past(addDays(birth, 13)))
    plans.push({
      leave: leave(father, 'PATERNITY', birth, addDays(birth, 13), { reason: 'A baby daughter' }),
      steps: [APPROVE],
    });
  const casual = pick((p) => p.terms === 'casual' || p.terms === 'contract') ?? pick(() => true);
  const monthAgo = mondayFrom(`${addDays(today, -35).slice(0, 7)}-01`, weekday);
  if (casual && past(weekdaysFrom(monthAgo, 2, weekday)))
    plans.push({
      leave: leave(casual, 'UNPAID', monthAgo, weekdaysFrom(monthAgo, 2, weekday), { reason: 'Personal business' }),
      steps: [APPROVE],
    });

  // Waiting for HR: the December holidays, a burial next week, a sick note.
  const december = mondayFrom(addDays(today, 14), weekday);
  for (const [i, length] of [4, 7].entries()) {
    const person = pick(() => true);
    if (person)
      plans.push({
        leave: leave(
          person,
          'ANNUAL',
          addDays(december, i * 7),
          weekdaysFrom(addDays(december, i * 7), length, weekday),
          {
            reason: 'Christmas holidays upcountry',
          },
        ),
        steps: [],
      });
  }
  const mourner = pick(() => true);
  const nextWeek = mondayFrom(addDays(today, 1), weekday);
  if (mourner)
    plans.push({
      leave: leave(mourner, 'COMPASSIONATE', nextWeek, weekdaysFrom(nextWeek, 2, weekday), {
        reason: 'Burial of a parent in Siaya',
      }),
      steps: [],
    });
  const rejected = pick(() => true);
  if (rejected) {
    const start = mondayFrom(addDays(today, 7), weekday);
    plans.push({
      leave: leave(rejected, 'ANNUAL', start, weekdaysFrom(start, 4, weekday), { reason: 'Wedding preparations' }),
      steps: [['reject', { reason: 'End-of-year examinations: please take the days in the holidays' }]],
    });
  }
  const cancelled = pick(() => true);
  if (cancelled) {
    const start = mondayFrom(`${year}-07-06`, weekday);
    if (past(start))
      plans.push({
        leave: leave(cancelled, 'ANNUAL', start, weekdaysFrom(start, 2, weekday), { reason: 'Travel' }),
        steps: [APPROVE, ['cancel', { reason: 'Called back for the mock examinations' }]],
      });
  }
  return plans;
}
