import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { getResource } from '../schema/registry';
import { representIn } from '../resources/generic/representation';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';

/**
 * A record's crumb: its representation in the user's language ("Wanjiru Otieno (ADM/2024/001)"),
 * read through react-admin's cache, which the record's own screen fills anyway; its id until then.
 */
function RecordName({ crumb }: { crumb: Crumb & { record: NonNullable<Crumb['record']> } }) {
  const translate = useTranslate();
  const resource = getResource(crumb.record.resource);
  const { data } = useGetOne(crumb.record.resource, { id: crumb.record.id }, { enabled: resource !== undefined });
  const name = resource && data ? representIn(translate, resource, data) : '';
  return <>{name || crumb.text}</>;
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const translate = useTranslate();
  if (crumb.record) return <RecordName crumb={{ ...crumb, record: crumb.record }} />;
  return <>{crumb.key ? translate(crumb.key, crumb.args) : crumb.text}</>;
}

export function ShuleBreadcrumbs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <MuiBreadcrumbs aria-label={translate('shule.nav.breadcrumb')} sx={{ color: 'inherit', fontSize: 14 }}>
      {trail.map((crumb, index) =>
        crumb.to ? (
          <MuiLink key={index} component={Link} to={crumb.to} color="inherit" underline="hover">
            <CrumbLabel crumb={crumb} />
          </MuiLink>
        ) : (
          <Typography key={index} color="inherit" fontSize="inherit" fontWeight={600} aria-current="page">
            <CrumbLabel crumb={crumb} />
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
