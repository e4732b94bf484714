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
import { humanize } from '../../i18n/registryMessages';
import { choicesOf, fieldKey } from './keys';
import { MoneyInput } from './MoneyInput';

function rangeInput(field: FieldDef, source: string, label: string, alwaysOn: boolean): ReactElement {
  return cloneElement(rangeInputOf(field, source, label, alwaysOn), { key: source });
}

function rangeInputOf(field: FieldDef, source: string, label: string, alwaysOn: boolean): ReactElement {
  const props = { source, label, alwaysOn };
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

/** How a screen names its filters: a resource's labels, or a report's (reports.<name>.filters.*). */
export interface FilterLabels {
  /** The filter's label, translated. */
  readonly label: (name: string, field: FieldDef) => string;
  /** A choice field's options with their names translated. */
  readonly choices: (name: string, field: FieldDef) => { id: string; name: string }[];
}

/** A resource's labels: resources.<name>.fields.<field> and .choices.<field>.<value>. */
export function resourceFilterLabels(resource: AnyResource, translate: Translate): FilterLabels {
  return {
    label: (name, field) => translate(fieldKey(resource, name), { _: field.label }),
    choices: (name) =>
      choicesOf(resource, name).map((c) => ({ id: c.id, name: translate(c.name, { _: humanize(c.id) }) })),
  };
}

/**
 * Filter inputs for declared fields, by kind: equality filters, and a from/to pair (`_gte`/`_lte`)
 * for dates, numbers and money, as the API reads them for resources and reports alike.
 */
export function filterInputs(
  fields: Readonly<Record<string, FieldDef>>,
  names: readonly string[],
  labels: FilterLabels,
  translate: Translate,
  { alwaysOn = false }: { readonly alwaysOn?: boolean } = {},
): ReactElement[] {
  const inputs: ReactElement[] = [];
  for (const name of names) {
    const field = fields[name];
    // Computed counts have no column to filter on.
    if (!field || field.count) continue;
    const label = labels.label(name, field);
    if (isRangeKind(field.kind)) {
      inputs.push(rangeInput(field, `${name}_gte`, translate('shule.list.from', { field: label }), alwaysOn));
      inputs.push(rangeInput(field, `${name}_lte`, translate('shule.list.to', { field: label }), alwaysOn));
      continue;
    }
    const props = { source: name, label, alwaysOn };
    switch (field.kind) {
      case 'choice':
        inputs.push(
          <SelectInput key={name} {...props} choices={labels.choices(name, field)} translateChoice={false} />,
        );
        break;
      case 'multi_choice':
        inputs.push(
          <SelectArrayInput key={name} {...props} choices={labels.choices(name, field)} translateChoice={false} />,
        );
        break;
      case 'boolean':
        inputs.push(<NullableBooleanInput key={name} {...props} />);
        break;
      case 'reference':
      case 'references': {
        const target = getResource(field.reference ?? '');
        inputs.push(
          <ReferenceInput key={name} source={name} reference={field.reference ?? ''} alwaysOn={alwaysOn}>
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

/** List filters from the declaration: a `q` search always shown, then its declared filters. */
export function listFilters(resource: AnyResource, translate: Translate): ReactElement[] {
  const search =
    resource.search.length > 0
      ? [
          <SearchInput
            source="q"
            key="q"
            alwaysOn
            placeholder={translate('shule.list.search')}
            aria-label={translate('shule.list.search')}
          />,
        ]
      : [];
  return [
    ...search,
    ...filterInputs(resource.fields, resource.filters, resourceFilterLabels(resource, translate), translate),
  ];
}
