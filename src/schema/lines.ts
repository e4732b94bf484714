import { childTableName, type FieldDef } from './fields';
import { getResource } from './registry';
import { type AnyResource, fieldsDeclaration } from './resource';

/**
 * A child-table field's rows as a declaration of their own, the same on the server (validation)
 * and in the browser (labels, inputs, displays): inline lines are `<parent>_<field>`; `linesOf`
 * rows are the declared resource's records less the field pointing at the parent.
 */
export function linesDeclaration(resource: AnyResource, source: string, field: FieldDef): AnyResource {
  const table = field.table;
  const target = table?.resource ? getResource(table.resource) : undefined;
  if (!target)
    return {
      ...fieldsDeclaration(resource, childTableName(resource.name, source), { ...(table?.fields ?? {}) }),
      singular: table?.singular ?? field.label,
    };
  const fields = Object.fromEntries(Object.entries(target.fields).filter(([name]) => name !== table?.parentField));
  return { ...fieldsDeclaration(target, target.name, fields), singular: table?.singular ?? target.singular };
}
