import {
  type AnyResource,
  CHILD_COLUMNS,
  childTableName,
  type FieldDef,
  fieldsDeclaration,
  getResource,
  linesDeclaration,
  number,
  reference,
  tableOf,
} from '../../src/schema';

/**
 * Where a child-table field's rows live and what they hold. Inline lines have a table of their own
 * (`<parent>_<field>` with parent_id and position); `linesOf` lines are records of a declared
 * resource whose parent field points at the parent, written through that resource's own path.
 */
export interface ChildSpec {
  readonly field: string;
  readonly table: string;
  readonly parentColumn: string;
  /** The declaration the rows are validated with: its fields less the parent column. */
  readonly rows: AnyResource;
  /** linesOf: the declared resource the rows are records of. */
  readonly resource?: AnyResource;
  readonly min?: number;
  readonly max?: number;
}

export function childSpecs(resource: AnyResource): ChildSpec[] {
  return Object.entries(resource.fields).flatMap(([field, def]) => {
    const table = def.table;
    if (def.kind !== 'table' || !table) return [];
    if (table.resource) {
      const target = getResource(table.resource);
      const parentColumn = table.parentField ?? '';
      if (!target || !target.fields[parentColumn])
        throw new Error(`${resource.name}.${field}: lines of ${table.resource} need its parent field`);
      return [
        {
          field,
          table: tableOf(target),
          parentColumn,
          rows: linesDeclaration(resource, field, def),
          resource: target,
          min: table.min,
          max: table.max,
        },
      ];
    }
    const name = childTableName(tableOf(resource), field);
    return [
      {
        field,
        table: name,
        parentColumn: 'parent_id',
        rows: linesDeclaration(resource, field, def),
        min: table.min,
        max: table.max,
      },
    ];
  });
}

/**
 * The tables of inline lines as declarations the registry sync can create: the line's fields plus
 * parent_id (a reference to the parent) and position. Views and linesOf fields have none.
 */
export function childTableDeclarations(resources: readonly AnyResource[]): AnyResource[] {
  return resources
    .filter((r) => !r.view)
    .flatMap((parent) =>
      Object.entries(parent.fields).flatMap(([field, def]) => {
        if (def.kind !== 'table' || !def.table?.fields) return [];
        const name = childTableName(parent.name, field);
        const fields: Record<string, FieldDef> = {
          parent_id: reference('Parent', parent.name, { required: true }),
          position: number('Position', { integer: true, min: 0 }),
          ...def.table.fields,
        };
        // Lines are read through their parent, never listed or sorted by amount: only the parent and
        // the references they hold are indexed (an invoice's 40,000 lines need no index on amount).
        const declaration = fieldsDeclaration(parent, name, fields);
        return [{ ...declaration, list: ['parent_id'], menu: false, filters: ['parent_id'], represent: '{id}' }];
      }),
    );
}

export { CHILD_COLUMNS };

/** The tables the registry sync keeps: every declared resource's but a view's, and the inline lines'. */
export function registryTables(resources: readonly AnyResource[]): AnyResource[] {
  return [...resources.filter((r) => !r.view), ...childTableDeclarations(resources)];
}
