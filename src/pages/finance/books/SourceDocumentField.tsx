import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePermissions } from 'ra-core';
import { type RaRecord, useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { canAccess, getResource, represent } from '../../../schema/registry';

/**
 * The record a journal entry came from, by its source: the resource whose id source_id holds (a
 * reversal points at the entry it reverses, through reversal_of_id). Sources of areas a school does
 * not have yet simply show no link.
 */
export const SOURCE_RESOURCES: Readonly<Record<string, string>> = {
  invoice: 'fee_invoices',
  discount: 'fee_invoices',
  opening_balance: 'fee_invoices',
  payment: 'fee_payments',
  credit: 'fee_payments',
  void: 'fee_payments',
  move: 'fee_payments',
  refund: 'refunds',
  pocket_money: 'pocket_money_transactions',
  manual: 'manual_journals',
  voucher: 'payment_vouchers',
  imprest: 'imprests',
  other_income: 'other_incomes',
  bank: 'bank_statements',
  payroll: 'payrolls',
};

/** The resource and id of an entry's source document, if the registry has that resource. */
export function sourceOf(entry: RaRecord): { resource: string; id: number } | undefined {
  if (entry.source === 'reversal' && entry.reversal_of_id)
    return { resource: 'journal_entries', id: Number(entry.reversal_of_id) };
  const resource = SOURCE_RESOURCES[String(entry.source)];
  if (!resource || !getResource(resource) || !entry.source_id) return undefined;
  return { resource, id: Number(entry.source_id) };
}

/**
 * A link to the entry's source document, named as that record is ("INV-000123", "RCT-000045",
 * "MJ-000002", "Entry 312"); the source's kind alone where the user may not read that record.
 */
export function SourceDocumentField(_props: { readonly label?: string }) {
  const entry = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const source = entry ? sourceOf(entry) : undefined;
  const target = source ? getResource(source.resource) : undefined;
  const readable = !!target && canAccess(Array.isArray(permissions) ? permissions : [], target.access, 'read');
  // useGetMany batches the rows of a page into one request per resource.
  const { data } = useGetMany(
    source?.resource ?? 'journal_entries',
    { ids: source ? [source.id] : [] },
    { enabled: readable },
  );
  if (!entry || !source || !target) return null;
  const kind = translate(`resources.journal_entries.choices.source.${String(entry.source)}`, {
    _: String(entry.source),
  });
  const record = data?.[0];
  if (!readable || !record)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {kind}
      </Typography>
    );
  return (
    <Link
      component={RouterLink}
      to={`${target.path}/${source.id}/show`}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
    >
      {represent(target, record) || kind}
    </Link>
  );
}
