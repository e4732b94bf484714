import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  type SelectInputProps,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ChoicesBy, OfferBy } from '../../schema/fields';
import { groupChoices, suitingValues } from '../../schema/offers';
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

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function optionTextOf(target: string): (record: Record<string, unknown>) => string {
  const declaration = getResource(target);
  return (record) => (declaration ? represent(declaration, record) : String(record.id ?? ''));
}

/**
 * The value of the field another one depends on (`within`, `offerBy`, `choicesBy`), clearing the
 * dependent choice when that field changes, since it may no longer belong. Values set together (a
 * restored draft, a loaded record) belong together and are kept.
 */
function useDependency(source: string, other: string | undefined): unknown {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const name = getSource(source);
  const value: unknown = useWatch({ name: getSource(other ?? source), disabled: other === undefined });
  const own: unknown = useWatch({ name, disabled: other === undefined });
  const previous = useRef({ value, own });
  useEffect(() => {
    const before = previous.current;
    previous.current = { value, own };
    if (other === undefined || before.value === value || before.own !== own || isBlank(own)) return;
    setValue(name, null, { shouldDirty: true, shouldValidate: false });
  }, [other, value, own, name, setValue]);
  return other === undefined ? undefined : value;
}

/** "Choose the county first", under an input that waits for another field. */
function useWaitingHelp(resource: string | undefined, other: string | undefined): string | undefined {
  const translate = useTranslate();
  if (!other) return undefined;
  const label = getResource(resource ?? '')?.fields[other]?.label ?? other;
  const field = translate(`resources.${resource ?? ''}.fields.${other}`, { _: label }).toLocaleLowerCase();
  return translate('shule.field.choose_first', { field });
}

interface ReferencePickerProps {
  /** The declaration holding the field, to name the field a waiting input depends on. */
  readonly resource?: string;
  readonly source: string;
  readonly reference: string;
  /** The record's field the target must share (`within`): its value filters the choices. */
  readonly within?: string;
  /** The target records offered at all (`offer`: active classes only). */
  readonly offer?: Readonly<Record<string, string | number | boolean>>;
  /** The target records that suit another field of the record (`offerBy`: a girl's hostels). */
  readonly offerBy?: OfferBy;
  readonly defaultValue?: unknown;
  readonly label: ReactElement;
  readonly helperText?: ReactElement;
  readonly isRequired: boolean;
  readonly nativeRequired: boolean;
  readonly onBlur?: () => void;
}

/**
 * A reference as a searchable pick-list. With `within` (a stream within the class) or `offerBy`
 * (a hostel that suits the student's gender) only the target records that fit the other field's
 * value are offered, nothing until that field has one, and the choice is cleared when the other
 * field changes, since it no longer belongs.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { source, reference, within, offer, offerBy, label, helperText, isRequired, nativeRequired } = props;
  const dependsOn = within ?? offerBy?.field;
  const other = useDependency(source, dependsOn);
  const waiting = dependsOn !== undefined && isBlank(other);
  const waitingHelp = useWaitingHelp(props.resource, waiting ? dependsOn : undefined);
  const filter = { ...offer };
  if (within !== undefined && !waiting) filter[within] = other as string | number;
  const suiting = offerBy && !waiting ? suitingValues(offerBy, { [offerBy.field]: other }) : null;
  const target = getResource(reference);
  const { getSource } = useSourceContext();
  const chosen: unknown = useWatch({ name: getSource(source) });
  // The label rises as soon as there is a value, not once its record has been fetched and shown:
  // on first paint it sat on the value it was about to show.
  const labelUp = isBlank(chosen) ? undefined : { slotProps: { inputLabel: { shrink: true } } };
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      defaultValue={props.defaultValue}
      filter={suiting && offerBy ? { ...filter, [offerBy.target]: suiting } : filter}
      // In the target's declared order (classes by level), and nothing fetched while waiting.
      sort={target ? { field: String(target.sort.field), order: target.sort.order } : undefined}
      queryOptions={{ enabled: !waiting }}
    >
      <AutocompleteInput
        label={label}
        isRequired={isRequired}
        helperText={waitingHelp ?? <EmptyChoicesHelp reference={reference} otherwise={helperText} />}
        optionText={optionTextOf(reference)}
        filterToQuery={searchQuery}
        disabled={waiting}
        onBlur={props.onBlur}
        TextFieldProps={{ ...(nativeRequired ? { required: isRequired } : {}), ...labelUp }}
        fullWidth
      />
    </ReferenceInput>
  );
}

type GroupedChoiceProps = Omit<SelectInputProps, 'choices'> & {
  readonly resource: string;
  readonly source: string;
  readonly rule: ChoicesBy;
  /** The i18n key of one of the values. */
  readonly choiceName: (value: string) => string;
};

/**
 * A choice whose values go with another field (`choicesBy`: the subcounties of the chosen county):
 * only those are offered, nothing until the other field has a value, and the choice is cleared
 * when that field changes.
 */
export function GroupedChoiceInput({ resource, rule, choiceName, ...props }: GroupedChoiceProps) {
  const other = useDependency(props.source, rule.field);
  const values = groupChoices(rule, { [rule.field]: other });
  const waitingHelp = useWaitingHelp(resource, values === null ? rule.field : undefined);
  return (
    <SelectInput
      {...props}
      choices={(values ?? []).map((value) => ({ id: value, name: choiceName(value) }))}
      emptyText=""
      disabled={values === null}
      helperText={waitingHelp ?? props.helperText}
    />
  );
}
