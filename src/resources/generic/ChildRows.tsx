import { ArrayField, ArrayInput, Datagrid, SimpleFormIterator } from 'react-admin';
import { childTableName, type AnyResource, type FieldDef } from '../../schema/registry';
import { fieldDisplay } from './fieldDisplays';
import { fieldInput, type FormMode } from './fieldInputs';
import { fieldKey } from './keys';

/**
 * A child table seen as a resource of its own (`<parent>_<field>`), so its labels, choices and
 * inputs come from the same keys and mappings as any declaration.
 */
export function childResource(resource: AnyResource, source: string, field: FieldDef): AnyResource {
  return {
    ...resource,
    name: childTableName(resource.name, source),
    fields: field.table?.fields ?? {},
    list: Object.keys(field.table?.fields ?? {}),
    workflow: undefined,
    form: undefined,
  };
}

interface ChildRowsProps {
  readonly resource: AnyResource;
  readonly source: string;
  readonly field: FieldDef;
}

/** The lines of a document, edited in place: react-admin's ArrayInput with one row per line. */
export function ChildRowsInput({ resource, source, field, mode }: ChildRowsProps & { readonly mode: FormMode }) {
  const child = childResource(resource, source, field);
  return (
    <ArrayInput source={source} label={fieldKey(resource, source)} fullWidth>
      <SimpleFormIterator inline fullWidth>
        {Object.entries(child.fields).map(([name, childField]) => fieldInput(child, name, childField, mode))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The lines of a document shown as a table under it. */
export function ChildRowsField({ resource, source, field }: ChildRowsProps) {
  const child = childResource(resource, source, field);
  return (
    <ArrayField source={source} label={fieldKey(resource, source)} sortable={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} hover={false} empty={<span />}>
        {Object.entries(child.fields).map(([name, childField]) => fieldDisplay(child, name, childField))}
      </Datagrid>
    </ArrayField>
  );
}
