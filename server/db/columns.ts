import type { FieldDef } from '../../src/schema';
import type { Engine } from './database';

/** The column type of a field kind on each engine. Money is integer cents (bigint): exact. */
export function columnType(field: FieldDef, engine: Engine): string {
  const pg = engine === 'postgres';
  switch (field.kind) {
    case 'number':
      return field.integer ? 'bigint' : pg ? 'double precision' : 'real';
    case 'money':
      return 'bigint';
    case 'boolean':
      return pg ? 'boolean' : 'integer';
    case 'date':
      return pg ? 'date' : 'text';
    case 'datetime':
      return pg ? 'timestamptz' : 'text';
    case 'reference':
      return 'bigint';
    default:
      return 'text';
  }
}

export const stampType = (engine: Engine): string => (engine === 'postgres' ? 'timestamptz' : 'text');
