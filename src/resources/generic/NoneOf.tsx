import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { getResource } from '../../schema/registry';

/**
 * What an empty list of related records says: "No transfers", "No leave-outs and suspensions", in
 * the user's language, for any resource, so a heading never stands over nothing.
 */
export function NoneOf({ resource }: { readonly resource: string }) {
  const translate = useTranslate();
  const plural = translate(`resources.${resource}.name`, {
    smart_count: 2,
    _: getResource(resource)?.label ?? resource,
  });
  return (
    <Typography variant="body2" color="text.secondary" data-none-of={resource}>
      {translate('shule.related.none', { name: plural.toLocaleLowerCase() })}
    </Typography>
  );
}
