import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { usePreferences } from '../providers/preferences';
import { ICONS } from '../resources/generic/icons';
import { navLabelOptions, navigationFor, type NavItem } from './navigation';
import { SIDEBAR_COLOR_VALUES, sidenavLook } from './theme';
import { useSession } from './useSession';

export const SIDENAV_WIDTH = 250;

function NavIcon({ icon }: { icon: NavItem['icon'] }) {
  const Icon = icon === 'home' ? HomeIcon : ICONS[icon];
  return <Icon fontSize="small" />;
}

interface SideNavProps {
  readonly open: boolean;
  readonly permanent: boolean;
  readonly onClose: () => void;
}

/**
 * The side navigation: only screens the user may open (the guard's own decision), grouped by
 * module. The configurator's colour lands in data-color on the <nav>, as spec.md section 4 says.
 */
export function SideNav({ open, permanent, onClose }: SideNavProps) {
  const translate = useTranslate();
  const { roles } = useSession();
  const { pathname } = useLocation();
  const { sidebarColor, sidebarType, isDarkMode } = usePreferences();
  const groups = useMemo(() => navigationFor(roles), [roles]);
  const look = sidenavLook(sidebarType, isDarkMode);
  const accent = SIDEBAR_COLOR_VALUES[sidebarColor];

  const content = (
    <Box
      component="nav"
      id="sidenav-main"
      aria-label={translate('shule.nav.main')}
      data-color={sidebarColor}
      data-sidenav-type={sidebarType}
      className={`sidenav ${sidebarType}`}
      sx={{ width: SIDENAV_WIDTH, height: '100%', background: look.background, color: look.color, overflowY: 'auto' }}
    >
      <Typography variant="h6" component="p" sx={{ px: 3, py: 2.5, fontWeight: 700, letterSpacing: 0.5 }}>
        {translate('shule.app.title')}
      </Typography>
      {groups.map((group) => (
        <List
          key={group.module}
          dense
          aria-labelledby={`nav-group-${group.module}`}
          subheader={
            <ListSubheader
              id={`nav-group-${group.module}`}
              disableSticky
              sx={{
                background: 'transparent',
                color: look.muted,
                textTransform: 'uppercase',
                fontSize: 11,
                lineHeight: '32px',
                px: 3,
              }}
            >
              {translate(`shule.modules.${group.module}`)}
            </ListSubheader>
          }
        >
          {group.items.map((item) => {
            const active = pathname === item.path || pathname.startsWith(`${item.path}/`);
            // A list holds list items: the link sits in one (axe `list`), as screen readers expect.
            return (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.path}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={permanent ? undefined : onClose}
                  sx={{
                    mx: 1.5,
                    borderRadius: 2,
                    color: 'inherit',
                    '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: `${accent}29` },
                    '&.Mui-focusVisible': { outline: `2px solid ${accent}` },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36, color: active ? accent : 'inherit' }}>
                    <NavIcon icon={item.icon} />
                  </ListItemIcon>
                  <ListItemText primary={translate(item.labelKey, navLabelOptions(item))} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );

  if (permanent) {
    return (
      <Drawer
        variant="persistent"
        open={open}
        sx={{
          width: open ? SIDENAV_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDENAV_WIDTH, border: 0, background: 'transparent' },
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: SIDENAV_WIDTH, border: 0 } }}
    >
      {content}
    </Drawer>
  );
}
