import type { NamedPatch } from '../patch';
import declaredDefaults from './2026-11-23T0400-declared-defaults';
import phonesE164 from './2026-11-23T0900-phones-e164';
import studentsAdmissionClass from './2026-11-23T1100-students-admission-class';
import termsOnePerYear from './2026-11-24T1000-terms-one-per-year';
import guardianCopiesFromLines from './2026-11-24T1010-guardian-copies-from-lines';
import smsOutboxIndexes from './2026-11-25T0900-sms-outbox-indexes';
import standardChartForAccounting from './2026-11-26T0900-standard-chart-for-accounting';
import journalEntriesAccountsAndFunds from './2026-11-27T0900-journal-entries-accounts-and-funds';
import journalLinesAccountTotalsIndex from './2026-11-28T0900-journal-lines-account-totals-index';
import teachersBecomeEmployees from './2026-12-01T0900-teachers-become-employees';
import staffJoinEmployees from './2026-12-01T0910-staff-join-employees';
import leaveTypesAndHolidays from './2026-12-01T0930-leave-types-and-holidays';
import statutoryPayrollRates from './2026-12-01T0940-statutory-payroll-rates';
import payrollAccounts from './2026-12-01T0950-payroll-accounts';
import standardExams from './2026-12-02T0900-standard-exams';

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
  { name: '2026-11-26T0900-standard-chart-for-accounting', ...standardChartForAccounting },
  { name: '2026-11-27T0900-journal-entries-accounts-and-funds', ...journalEntriesAccountsAndFunds },
  { name: '2026-11-28T0900-journal-lines-account-totals-index', ...journalLinesAccountTotalsIndex },
  { name: '2026-12-01T0900-teachers-become-employees', ...teachersBecomeEmployees },
  { name: '2026-12-01T0910-staff-join-employees', ...staffJoinEmployees },
  { name: '2026-12-01T0930-leave-types-and-holidays', ...leaveTypesAndHolidays },
  { name: '2026-12-01T0940-statutory-payroll-rates', ...statutoryPayrollRates },
  { name: '2026-12-01T0950-payroll-accounts', ...payrollAccounts },
  { name: '2026-12-02T0900-standard-exams', ...standardExams },
];
