import type { SmsAudience, SmsGuardians } from '../../../src/schema/sms-compose';
import { smsAmount } from '../../../src/schema/sms-text';

/** The names an audience points at, read from the branch's records. */
export interface AudienceNames {
  readonly className?: string;
  readonly stream?: string;
  readonly hostel?: string;
  readonly department?: string;
  /** Chosen students, or typed numbers. */
  readonly count?: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Who a batch went to, as the office would say it: "Guardians of Form 2 East with a balance above
 * KES 1,000". Stored on the batch row as English, like the other words an engine writes into a
 * record (a user reads it in the batch list whatever their language; the audience itself is not
 * kept, so it cannot be re-worded later).
 */
export function audienceLabel(audience: SmsAudience, guardians: SmsGuardians, names: AudienceNames): string {
  const of = guardians === 'all' ? 'All guardians of' : 'Guardians of';
  const count = names.count ?? 0;
  switch (audience.kind) {
    case 'all_students':
      return `${of} all active students`;
    case 'class':
      return `${of} ${names.className ?? 'a class'}`;
    case 'stream':
      return `${of} ${names.className ?? ''} ${names.stream ?? 'a stream'}`.replace(/ {2,}/g, ' ');
    case 'hostel':
      return `${of} students in ${names.hostel ?? 'a hostel'}`;
    case 'boarders':
      return `${of} boarders`;
    case 'day_scholars':
      return `${of} day scholars`;
    case 'balance_above':
      return `${of} ${names.className ?? 'students'} with a balance above KES ${smsAmount(audience.amount)}`;
    case 'students':
      return `${of} ${plural(count, 'chosen student', 'chosen students')}`;
    case 'teachers':
      return 'All teachers';
    case 'staff':
      return 'All staff';
    case 'department':
      return `Teachers and staff of ${names.department ?? 'a department'}`;
    case 'numbers':
      return plural(count, 'typed number', 'typed numbers');
  }
}
