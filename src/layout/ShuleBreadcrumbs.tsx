import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { breadcrumbTrail } from './breadcrumbs';

export function ShuleBreadcrumbs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <MuiBreadcrumbs aria-label={translate('shule.nav.breadcrumb')} sx={{ color: 'inherit', fontSize: 14 }}>
      {trail.map((crumb, index) => {
        const label = crumb.key ? translate(crumb.key, crumb.args) : crumb.text;
        return crumb.to ? (
          <MuiLink key={index} component={Link} to={crumb.to} color="inherit" underline="hover">
            {label}
          </MuiLink>
        ) : (
          <Typography key={index} color="inherit" fontSize="inherit" fontWeight={600} aria-current="page">
            {label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
