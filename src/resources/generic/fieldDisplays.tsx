import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { cloneElement, type ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  RichTextField,
  SelectField,
  SingleFieldList,
  TextField,
  UrlField,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { AnyResource, FieldDef } from '../../schema/registry';
import { ChildRowsField } from './ChildRowsField';
import { DateText } from './DateText';
import { choiceKey, choicesOf } from './keys';
import { formatKes } from './money';
import { displayPhone } from '../../schema/phone';
import { AuthImage } from './upload/AuthImage';

type Row = Record<string, unknown>;

function MoneyValue({ value }: { value: unknown }) {
  const locale = useLocale();
  return <span>{typeof value === 'number' ? formatKes(value, locale) : ''}</span>;
}

function ChoiceChips({ resource, field, values }: { resource: AnyResource; field: string; values: unknown }) {
  const translate = useTranslate();
  if (!Array.isArray(values)) return null;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
      {values.map((value) => (
        <Chip
          key={String(value)}
          size="small"
          label={translate(choiceKey(resource, field, String(value)), { _: String(value) })}
        />
      ))}
    </Stack>
  );
}

/**
 * The read-only rendering of one declared field, used by list columns and show pages. Returns the
 * react-admin field element itself so Datagrid can read its source, label and sortable props.
 */
export function fieldDisplay(resource: AnyResource, name: string, field: FieldDef): ReactElement | null {
  const element = displayOf(resource, name, field);
  // Keyed here, not through the spread props below: React refuses a key inside spread props.
  return element && cloneElement(element, { key: name });
}

function displayOf(resource: AnyResource, name: string, field: FieldDef): ReactElement | null {
  const common = { source: name };
  switch (field.kind) {
    case 'password':
      return null; // never shown, not even masked: the API does not send it
    case 'number':
      // A computed count (field.count) has no column, so the API cannot sort by it. A year reads
      // 2026, not 2,026 (grouping: false), and is read like a word: aligned left, not as a quantity.
      return (
        <NumberField
          {...common}
          sortable={field.count === undefined}
          {...(field.grouping === false ? { options: { useGrouping: false }, textAlign: 'left' as const } : {})}
        />
      );
    case 'money':
      return (
        <FunctionField {...common} render={(record: Row) => <MoneyValue value={record[name]} />} textAlign="right" />
      );
    case 'date':
      return <DateText {...common} />;
    case 'datetime':
      return <DateText {...common} showTime />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'choice':
      return <SelectField {...common} choices={choicesOf(resource, name)} />;
    case 'multi_choice':
      return (
        <FunctionField
          {...common}
          sortable={false}
          render={(record: Row) => <ChoiceChips resource={resource} field={name} values={record[name]} />}
        />
      );
    case 'reference':
      return <ReferenceField {...common} reference={field.reference ?? ''} link="show" />;
    case 'references':
      return (
        <ReferenceArrayField {...common} reference={field.reference ?? ''} sortable={false}>
          <SingleFieldList linkType="show" />
        </ReferenceArrayField>
      );
    case 'email':
      return <EmailField {...common} />;
    case 'image':
      return (
        <FunctionField
          {...common}
          sortable={false}
          render={(record: Row) => <AuthImage src={record[name]} alt={field.label} />}
        />
      );
    case 'file':
      return <UrlField {...common} target="_blank" rel="noopener noreferrer" />;
    case 'rich_text':
      return <RichTextField {...common} sortable={false} />;
    case 'table':
      return <ChildRowsField resource={resource} source={name} field={field} />;
    case 'phone':
      return (
        <FunctionField
          {...common}
          render={(record: Row) => (typeof record[name] === 'string' ? displayPhone(record[name]) : '')}
        />
      );
    case 'text':
    case 'long_text':
      return <TextField {...common} />;
  }
}
