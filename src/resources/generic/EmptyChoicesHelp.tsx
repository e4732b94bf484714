import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useChoicesContext, usePermissions, useTranslate } from 'react-admin';
import { getResource } from '../../schema/registry';
import { mayOpen } from '../../layout/navigation';

/**
 * Where the records of a pick-list are added, in words and as a link: "No classes yet — add one in
 * Settings → Classes". Someone who may not open that screen is told who can ("ask an administrator").
 */
export function AddChoicesHint({ reference }: { readonly reference: string }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const target = getResource(reference);
  if (!target) return null;
  const plural = translate(`resources.${reference}.name`, { smart_count: 2, _: target.label });
  const place = translate('shule.setup.place', {
    module: translate(`shule.modules.${target.module}`, { _: target.module }),
    screen: plural,
  });
  const roles = Array.isArray(permissions) ? permissions : [];
  const none = translate('shule.setup.no_choices', { name: plural.toLocaleLowerCase() });
  if (!mayOpen(roles, target.path)) return <>{translate('shule.setup.ask_admin', { none, place })}</>;
  return (
    <>
      {translate('shule.setup.add_in', { none })}{' '}
      <Link component={RouterLink} to={target.path} data-empty-choices={reference}>
        {place}
      </Link>
    </>
  );
}

/**
 * The help under a reference pick-list (inside its ReferenceInput): while its target has no record
 * at all (a new school's empty class list), where to add one; otherwise `otherwise`, the field's own
 * help. A search that matches nothing is not an empty list.
 */
export function EmptyChoicesHelp({
  reference,
  otherwise,
}: {
  readonly reference: string;
  readonly otherwise?: ReactNode;
}) {
  const { total, isPending, filterValues } = useChoicesContext();
  const searching = typeof filterValues?.q === 'string' && filterValues.q !== '';
  // A zero-width space keeps the helper line's height, as react-admin does for an input without help.
  if (isPending || searching || total !== 0) return <>{otherwise ?? '\u200b'}</>;
  return (
    <span role="status">
      <AddChoicesHint reference={reference} />
    </span>
  );
}
