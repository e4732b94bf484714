import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { getResource, represent, type AnyResource, type FieldDef } from '../../schema';
import { ChildRowsInput } from './ChildRows';
import { helpKey, choicesOf, fieldKey } from './keys';
import { MoneyInput } from './MoneyInput';
import { RichTextInput } from './RichTextInput';
import { ImageUploadInput } from './upload/ImageUploadInput';

export type FormMode = 'create' | 'edit';

const searchQuery = (q: string) => ({ q });

function optionTextOf(target: string): (record: Record<string, unknown>) => string {
  const declaration = getResource(target);
  return (record) => (declaration ? represent(declaration, record) : String(record.id ?? ''));
}

/**
 * The input for one declared field. Validation itself is the registry's validateRecord, run on the
 * whole form (GenericForm); `isRequired` only draws the asterisk.
 */
export function fieldInput(resource: AnyResource, name: string, field: FieldDef, mode: FormMode): ReactElement | null {
  const element = inputOf(resource, name, field, mode);
  // Keyed here, not through the spread props below: React refuses a key inside spread props.
  return element && cloneElement(element, { key: name });
}

function inputOf(resource: AnyResource, name: string, field: FieldDef, mode: FormMode): ReactElement | null {
  if (field.readOnly) return null;
  const required = field.required === true && !(field.kind === 'password' && mode === 'edit');
  const common = {
    source: name,
    isRequired: required,
    // A new record starts from the declared default, the value the server would store anyway.
    defaultValue: mode === 'create' && field.default !== null ? field.default : undefined,
    // undefined, not false: react-admin then keeps the line that error messages appear on.
    helperText: field.help ? helpKey(resource, name) : undefined,
  } as const;
  const wide = { ...common, fullWidth: true } as const;
  switch (field.kind) {
    case 'text':
      return <TextInput {...wide} slotProps={{ htmlInput: { maxLength: field.max ?? 255 } }} />;
    case 'long_text':
      return <TextInput {...wide} multiline minRows={3} />;
    case 'rich_text':
      return (
        <RichTextInput {...wide} defaultValue={typeof wide.defaultValue === 'string' ? wide.defaultValue : undefined} />
      );
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} step={field.integer ? 1 : 'any'} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'choice':
      return <SelectInput {...common} choices={choicesOf(resource, name)} emptyText="" />;
    case 'multi_choice':
      return <SelectArrayInput {...wide} choices={choicesOf(resource, name)} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={field.reference ?? ''} defaultValue={common.defaultValue}>
          <AutocompleteInput
            isRequired={required}
            helperText={common.helperText}
            optionText={optionTextOf(field.reference ?? '')}
            filterToQuery={searchQuery}
            fullWidth
          />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={name} reference={field.reference ?? ''}>
          <AutocompleteArrayInput
            isRequired={required}
            helperText={common.helperText}
            optionText={optionTextOf(field.reference ?? '')}
            filterToQuery={searchQuery}
            fullWidth
          />
        </ReferenceArrayInput>
      );
    case 'email':
      return <TextInput {...wide} type="email" autoComplete="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="tel" />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'image':
      return (
        <ImageUploadInput
          resource={resource.name}
          source={name}
          label={fieldKey(resource, name)}
          helperText={common.helperText}
        />
      );
    case 'file':
      return <TextInput {...wide} type="url" />;
    case 'table':
      return <ChildRowsInput resource={resource} source={name} field={field} mode={mode} />;
  }
}
