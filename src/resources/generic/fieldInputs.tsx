import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useSourceContext,
} from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import type { AnyResource, FieldDef } from '../../schema';
import { displayPhone } from '../../schema/phone';
import { resolveDefault } from '../../schema/fields';
import { BoundedDateInput } from './BoundedDateInput';
import { ChildRowsInput } from './ChildRows';
import { GroupedChoiceInput, optionTextOf, ReferencePicker, ShownWhen } from './conditionalInputs';
import { FieldLabel, Translated } from './FieldLabel';
import { choiceKey, choicesOf, fieldKey, helpKey } from './keys';
import { MoneyInput } from './MoneyInput';
import { RichTextInput } from './RichTextInput';
import { ImageUploadInput } from './upload/ImageUploadInput';

export type FormMode = 'create' | 'edit';

export interface InputOptions {
  /** i18n key of the label (an action's input: resources.<name>.action_fields.<action>.<field>). */
  readonly labelKey?: string;
  readonly helpKey?: string;
  /**
   * The control carries the browser's own `required`, so the browser's validity message can be
   * reported on it (the registration wizard's steps, spec.md section 4).
   */
  readonly nativeRequired?: boolean;
}

const searchQuery = (q: string) => ({ q });

/**
 * The input for one declared field. Validation itself is the registry's validateRecord, run on the
 * whole form (registryValidator); `required` only draws the asterisk, or, in the wizard, sets the
 * control's native attribute. A field with showWhen is shown only while its rule holds.
 */
export function fieldInput(
  resource: AnyResource,
  name: string,
  field: FieldDef,
  mode: FormMode,
  options: InputOptions = {},
): ReactElement | null {
  const input = inputOf(resource, name, field, mode, options);
  if (!input) return null;
  const element = CHECKED_ON_LEAVE.has(field.kind) ? (
    <CheckedOnLeave>{input as ReactElement<LeavableProps>}</CheckedOnLeave>
  ) : (
    input
  );
  // Keyed here, not through the spread props below: React refuses a key inside spread props.
  if (!field.showWhen) return cloneElement(element, { key: name });
  return (
    <ShownWhen key={name} rule={field.showWhen}>
      {element}
    </ShownWhen>
  );
}

/** Kinds whose input takes an onBlur: the rest (uploads, rich text, tables) are checked on save. */
const CHECKED_ON_LEAVE = new Set<FieldDef['kind']>([
  'text',
  'long_text',
  'number',
  'money',
  'date',
  'datetime',
  'choice',
  'multi_choice',
  'reference',
  'email',
  'phone',
  'password',
  'file',
]);

/**
 * Checks a field as it is left: the form's validator (validateRecord over the declaration, the
 * server's own rules) runs and this field shows its message, if any, at once rather than on save.
 */
interface LeavableProps {
  readonly source: string;
  readonly onBlur?: () => void;
}

function CheckedOnLeave({ children }: { readonly children: ReactElement<LeavableProps> }) {
  const form = useFormContext() as UseFormReturn | null;
  const { getSource } = useSourceContext();
  const name = getSource(children.props.source);
  const trigger = form?.trigger;
  return cloneElement(children, { onBlur: trigger ? () => void trigger(name) : undefined });
}

function inputOf(
  resource: AnyResource,
  name: string,
  field: FieldDef,
  mode: FormMode,
  options: InputOptions,
): ReactElement | null {
  if (field.readOnly || field.count) return null;
  const required = field.required === true && !(field.kind === 'password' && mode === 'edit');
  const native = options.nativeRequired === true;
  const label = (
    <FieldLabel
      i18nKey={options.labelKey ?? fieldKey(resource, name)}
      fallback={field.label}
      required={required && !native}
    />
  );
  const help = field.help ? (
    <Translated i18nKey={options.helpKey ?? helpKey(resource, name)} fallback={field.help} />
  ) : undefined;
  const common = {
    source: name,
    label,
    isRequired: required,
    ...(native && required ? { required: true } : {}),
    // A new record starts from the declared default, the value the server would store anyway.
    defaultValue: mode === 'create' && field.default !== null ? resolveDefault(field) : undefined,
    // undefined, not false: react-admin then keeps the line that error messages appear on.
    helperText: help,
    fullWidth: true,
    // One height and no extra margin for every kind, so the cells of a section's grid line up.
    size: 'medium',
    margin: 'none',
  } as const;
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} slotProps={{ htmlInput: { maxLength: field.max ?? 255 } }} />;
    case 'long_text':
      return <TextInput {...common} multiline minRows={3} />;
    case 'rich_text':
      return (
        <RichTextInput
          {...common}
          defaultValue={typeof common.defaultValue === 'string' ? common.defaultValue : undefined}
        />
      );
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} step={field.integer ? 1 : 'any'} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'date':
      return <BoundedDateInput {...common} bounds={field} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'choice':
      if (field.choicesBy)
        return (
          <GroupedChoiceInput
            {...common}
            resource={resource.name}
            rule={field.choicesBy}
            choiceName={(value) => choiceKey(resource, name, value)}
          />
        );
      return <SelectInput {...common} choices={choicesOf(resource, name)} emptyText="" />;
    case 'multi_choice':
      return <SelectArrayInput {...common} choices={choicesOf(resource, name)} />;
    case 'reference':
      return (
        <ReferencePicker
          resource={resource.name}
          source={name}
          reference={field.reference ?? ''}
          within={field.within}
          offer={field.offer}
          offerBy={field.offerBy}
          defaultValue={common.defaultValue}
          label={label}
          helperText={help}
          isRequired={required}
          nativeRequired={native}
        />
      );
    case 'references':
      return (
        <ReferenceArrayInput source={name} reference={field.reference ?? ''}>
          <AutocompleteArrayInput
            label={label}
            isRequired={required}
            helperText={help}
            optionText={optionTextOf(field.reference ?? '')}
            filterToQuery={searchQuery}
            fullWidth
          />
        </ReferenceArrayInput>
      );
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'phone':
      // Stored in E.164; edited the way it is dialled (0712 345 678); the server normalises what is typed.
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          format={(value: unknown) => (typeof value === 'string' ? displayPhone(value) : '')}
        />
      );
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'image':
      return (
        <ImageUploadInput
          resource={resource.name}
          source={name}
          label={options.labelKey ?? fieldKey(resource, name)}
          helperText={field.help ? (options.helpKey ?? helpKey(resource, name)) : undefined}
        />
      );
    case 'file':
      return <TextInput {...common} type="url" />;
    case 'table':
      return <ChildRowsInput resource={resource} source={name} field={field} nativeRequired={native} />;
  }
}
