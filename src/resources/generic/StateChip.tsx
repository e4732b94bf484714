import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AnyResource } from '../../schema/registry';
import { choiceKey, fieldKey } from './keys';

type Colour = NonNullable<ChipProps['color']>;

/**
 * Colours by what a state means to the reader: in force, on hold, gone, or reversed. States of
 * other workflows fall back to their place: the first (where records start) reads as primary.
 */
const MEANING: Readonly<Record<string, Colour>> = {
  active: 'success',
  approved: 'success',
  submitted: 'success',
  paid: 'success',
  suspended: 'warning',
  pending: 'warning',
  draft: 'default',
  transferred: 'info',
  alumni: 'secondary',
  left: 'default',
  cancelled: 'error',
  rejected: 'error',
};

export function stateColour(resource: AnyResource, state: string): Colour {
  if (MEANING[state]) return MEANING[state];
  const choices = resource.workflow ? (resource.fields[resource.workflow.field]?.choices ?? []) : [];
  return choices.indexOf(state) === 0 ? 'primary' : 'default';
}

/** The record's workflow state as a labelled, coloured chip (by the title of show and edit pages). */
export function StateChip({ resource }: { readonly resource: AnyResource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const field = resource.workflow?.field;
  const state = field && record ? record[field] : undefined;
  if (!field || typeof state !== 'string' || state === '') return null;
  const fieldLabel = translate(fieldKey(resource, field), { _: resource.fields[field]?.label ?? field });
  const stateLabel = translate(choiceKey(resource, field, state), { _: state });
  return (
    <Chip
      data-testid="state-chip"
      color={stateColour(resource, state)}
      label={stateLabel}
      aria-label={`${fieldLabel}: ${stateLabel}`}
      role="status"
      sx={{ fontWeight: 600 }}
    />
  );
}
