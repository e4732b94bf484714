/**
 * Compile-time tests of the row types derived from declarations: `npm run typecheck` fails when
 * a derived type loosens (an `@ts-expect-error` below would no longer find its error).
 */
import type { RecordOf } from './resource';
import type { students } from './admissions';
import type { RegistryTables } from './tables';

type Student = RegistryTables['students'];

export const classId: Student['class_id'] = 1;
export const status: Student['status'] = 'transferred';
export const middleName: Student['middle_name'] = null;
export const fullRecord: RecordOf<typeof students>['guardians'] = [];

// @ts-expect-error a status the declaration does not list
export const badStatus: Student['status'] = 'expelled';
// @ts-expect-error a required field is never null
export const noName: Student['first_name'] = null;
// @ts-expect-error lines have no column of their own
export type NoGuardiansColumn = Student['guardians'];
// @ts-expect-error a computed count has no column
export type NoCountColumn = RegistryTables['classes']['students_count'];
// @ts-expect-error an undeclared table
export type NoSuchTable = RegistryTables['pupils'];
