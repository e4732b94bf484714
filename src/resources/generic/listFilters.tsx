import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { getResource, isRangeKind, represent, type AnyResource, type FieldDef } from '../../schema/registry';
import type { Translate } from '../../providers/i18nProvider';
import { choicesOf, fieldKey } from './keys';
import { MoneyInput } from './MoneyInput';

function rangeInput(field: FieldDef, source: string, label: string): ReactElement {
  return cloneElement(rangeInputOf(field, source, label), { key: source });
}

function rangeInputOf(field: FieldDef, source: string, label: string): ReactElement {
  const props = { source, label };
  switch (field.kind) {
    case 'money':
      return <MoneyInput {...props} />;
    case 'date':
      return <DateInput {...props} />;
    case 'datetime':
      return <DateTimeInput {...props} />;
    default:
      return <NumberInput {...props} />;
  }
}

/**
 * List filters from the declaration: a `q` search always shown, equality filters by kind, and a
 * from/to pair (`_gte`/`_lte`) for dates, numbers and money, as the API reads them.
 */
export function listFilters(resource: AnyResource, translate: Translate): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (resource.search.length > 0) {
    inputs.push(
      <SearchInput
        source="q"
        key="q"
        alwaysOn
        placeholder={translate('shule.list.search')}
        aria-label={translate('shule.list.search')}
      />,
    );
  }
  for (const name of resource.filters) {
    const field = resource.fields[name];
    // Computed counts have no column to filter on.
    if (!field || field.count) continue;
    const label = translate(fieldKey(resource, name), { _: field.label });
    if (isRangeKind(field.kind)) {
      inputs.push(rangeInput(field, `${name}_gte`, translate('shule.list.from', { field: label })));
      inputs.push(rangeInput(field, `${name}_lte`, translate('shule.list.to', { field: label })));
      continue;
    }
    const props = { source: name };
    switch (field.kind) {
      case 'choice':
        inputs.push(<SelectInput key={name} {...props} choices={choicesOf(resource, name)} />);
        break;
      case 'multi_choice':
        inputs.push(<SelectArrayInput key={name} {...props} choices={choicesOf(resource, name)} />);
        break;
      case 'boolean':
        inputs.push(<NullableBooleanInput key={name} {...props} />);
        break;
      case 'reference':
      case 'references': {
        const target = getResource(field.reference ?? '');
        inputs.push(
          <ReferenceInput key={name} {...props} reference={field.reference ?? ''}>
            <AutocompleteInput
              label={label}
              optionText={(record: Record<string, unknown>) => (target ? represent(target, record) : String(record.id))}
              filterToQuery={(q: string) => ({ q })}
            />
          </ReferenceInput>,
        );
        break;
      }
      default:
        inputs.push(<TextInput key={name} {...props} />);
    }
  }
  return inputs;
}
