import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { AutocompleteInput, ReferenceInput, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { getResource, represent, type ShowWhen } from '../../schema/registry';
import { EmptyChoicesHelp } from './EmptyChoicesHelp';
import { isShownBy } from './formLayout';

/**
 * An input shown only while another field of the same record (or row) has one of the declared
 * values. Unmounted when hidden; the validator skips it and writableValues sends it empty.
 */
export function ShownWhen({ rule, children }: { readonly rule: ShowWhen; readonly children: ReactNode }) {
  const { getSource } = useSourceContext();
  const value: unknown = useWatch({ name: getSource(rule.field) });
  return isShownBy(rule, value) ? <>{children}</> : null;
}

const searchQuery = (q: string) => ({ q });

export function optionTextOf(target: string): (record: Record<string, unknown>) => string {
  const declaration = getResource(target);
  return (record) => (declaration ? represent(declaration, record) : String(record.id ?? ''));
}

interface ReferencePickerProps {
  readonly source: string;
  readonly reference: string;
  /** The record's field the target must share (`within`): its value filters the choices. */
  readonly within?: string;
  /** The target records offered at all (`offer`: active classes only). */
  readonly offer?: Readonly<Record<string, string | number | boolean>>;
  readonly defaultValue?: unknown;
  readonly label: ReactElement;
  readonly helperText?: ReactElement;
  readonly isRequired: boolean;
  readonly nativeRequired: boolean;
}

/**
 * A reference as a searchable pick-list. With `within` (a stream within the class) only the
 * target records sharing the other field's value are offered, nothing until that field has one,
 * and the choice is cleared when the other field changes, since it no longer belongs.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { source, reference, within, offer, label, helperText, isRequired, nativeRequired } = props;
  const { getSource } = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const other: unknown = useWatch({ name: getSource(within ?? source), disabled: within === undefined });
  const previous = useRef(other);
  useEffect(() => {
    if (within === undefined || previous.current === other) return;
    previous.current = other;
    const name = getSource(source);
    const current: unknown = getValues(name);
    if (current !== null && current !== undefined && current !== '')
      setValue(name, null, { shouldDirty: true, shouldValidate: false });
  }, [within, other, source, getSource, getValues, setValue]);
  const waiting = within !== undefined && (other === null || other === undefined || other === '');
  const target = getResource(reference);
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      defaultValue={props.defaultValue}
      filter={within !== undefined && !waiting ? { ...offer, [within]: other } : offer}
      // In the target's declared order (classes by level), and nothing fetched while waiting.
      sort={target ? { field: String(target.sort.field), order: target.sort.order } : undefined}
      queryOptions={{ enabled: !waiting }}
    >
      <AutocompleteInput
        label={label}
        isRequired={isRequired}
        helperText={<EmptyChoicesHelp reference={reference} otherwise={helperText} />}
        optionText={optionTextOf(reference)}
        filterToQuery={searchQuery}
        disabled={waiting}
        TextFieldProps={nativeRequired ? { required: isRequired } : undefined}
        fullWidth
      />
    </ReferenceInput>
  );
}
