import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useMemo, type ReactNode } from 'react';
import {
  SimpleList,
  useGetRecordRepresentation,
  useListContext,
  useLocale,
  useReference,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { SelectableSmallList, type RowText } from './PhoneSelection';
import { readableRepresentation, recordSummary, summaryText } from './recordSummary';
import { stateColour } from './StateChip';

/** Below `sm` (phones), where a list's table would scroll sideways: lists show a SmallList instead. */
export const usePhoneWidth = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** A referenced record by its representation (a student's class: "Form 2"), fetched with the page's others. */
function ReferenceText({ reference, id }: { reference: string; id: Identifier }) {
  const { referenceRecord } = useReference({ reference, id });
  const representation = useGetRecordRepresentation(reference);
  return referenceRecord ? <>{representation(referenceRecord)}</> : null;
}

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The detail line: each field that has something to say, joined by " · ". */
function DetailLine({
  resource,
  fields,
  record,
}: {
  resource: AnyResource;
  fields: readonly string[];
  record: RaRecord;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const parts = fields.flatMap((name) => {
    const field = resource.fields[name];
    const value: unknown = record[name];
    if (field?.kind === 'reference' && field.reference && hasValue(value))
      return [<ReferenceText key={name} reference={field.reference} id={value as Identifier} />];
    const text = summaryText(resource, name, value, translate, locale);
    return text === null ? [] : [<Fragment key={name}>{text}</Fragment>];
  });
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The three lines of a record's row: its representation, its detail line and its state as a chip. */
function useRowText(resource: AnyResource): RowText {
  const translate = useTranslate();
  const { detail, badge } = useMemo(() => recordSummary(resource), [resource]);
  return {
    primary: (record) => readableRepresentation(resource, record, translate),
    secondary: (record) => <DetailLine resource={resource} fields={detail} record={record} />,
    tertiary: badge
      ? (record) => {
          const text = summaryText(resource, badge, record[badge], translate);
          return text === null ? null : (
            <Chip size="small" label={text} color={stateColour(resource, String(record[badge]))} />
          );
        }
      : undefined,
  };
}

export interface SmallListProps {
  readonly resource: AnyResource;
  /** The list's bulk actions for this user (the wide table's), if any: they make selection possible. */
  readonly bulkActions?: ReactNode;
  /** Selection mode, turned on from the Actions menu ("Select records"). */
  readonly selecting?: boolean;
  readonly onSelectingChange?: (selecting: boolean) => void;
}

/**
 * A list on a small screen (react-admin's SimpleList): each record is one link to its page, read as
 * its representation, its workflow state beside it and a line of detail under it (recordSummary).
 * In selection mode (or while records are selected, as after the screen narrowed) each row gains a
 * checkbox and the bulk actions a toolbar: a phone can promote a class as the wide table can.
 */
export function SmallList({ resource, bulkActions, selecting = false, onSelectingChange }: SmallListProps) {
  const text = useRowText(resource);
  const { selectedIds } = useListContext();
  if (bulkActions !== undefined && (selecting || selectedIds.length > 0))
    return (
      <SelectableSmallList
        resource={resource}
        text={text}
        bulkActions={bulkActions}
        onDone={() => onSelectingChange?.(false)}
      />
    );
  return (
    <SimpleList
      rowClick="show"
      // The state is a chip beside the name, read at full strength (react-admin greys this slot).
      sx={{ '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 } }}
      primaryText={text.primary}
      secondaryText={text.secondary}
      tertiaryText={text.tertiary}
    />
  );
}
