import type { NamedPatch } from '../patch';
import declaredDefaults from './2026-11-23T0400-declared-defaults';
import phonesE164 from './2026-11-23T0900-phones-e164';
import studentsAdmissionClass from './2026-11-23T1100-students-admission-class';
import termsOnePerYear from './2026-11-24T1000-terms-one-per-year';
import guardianCopiesFromLines from './2026-11-24T1010-guardian-copies-from-lines';
import smsOutboxIndexes from './2026-11-25T0900-sms-outbox-indexes';

/**
 * Every migration file, oldest first, named after its file. Listed by hand rather than read from
 * the folder so that the bundle and the tests see the same list (migrations.test.ts checks it).
 */
export const MIGRATIONS: readonly NamedPatch[] = [
  { name: '2026-11-23T0400-declared-defaults', ...declaredDefaults },
  { name: '2026-11-23T0900-phones-e164', ...phonesE164 },
  { name: '2026-11-23T1100-students-admission-class', ...studentsAdmissionClass },
  { name: '2026-11-24T1000-terms-one-per-year', ...termsOnePerYear },
  { name: '2026-11-24T1010-guardian-copies-from-lines', ...guardianCopiesFromLines },
  { name: '2026-11-25T0900-sms-outbox-indexes', ...smsOutboxIndexes },
];
