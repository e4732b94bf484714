import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useMemo } from 'react';
import {
  SimpleList,
  useGetRecordRepresentation,
  useLocale,
  useReference,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AnyResource } from '../../schema/registry';
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

/**
 * A list on a small screen (react-admin's SimpleList): each record is one link to its page, read as
 * its representation, its workflow state beside it and a line of detail under it (recordSummary).
 */
export function SmallList({ resource }: { resource: AnyResource }) {
  const translate = useTranslate();
  const { detail, badge } = useMemo(() => recordSummary(resource), [resource]);
  return (
    <SimpleList
      rowClick="show"
      // The state is a chip beside the name, read at full strength (react-admin greys this slot).
      sx={{ '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 } }}
      primaryText={(record: RaRecord) => readableRepresentation(resource, record, translate)}
      secondaryText={(record: RaRecord) => <DetailLine resource={resource} fields={detail} record={record} />}
      tertiaryText={
        badge
          ? (record: RaRecord) => {
              const text = summaryText(resource, badge, record[badge], translate);
              return text === null ? null : (
                <Chip size="small" label={text} color={stateColour(resource, String(record[badge]))} />
              );
            }
          : undefined
      }
    />
  );
}
