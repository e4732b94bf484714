import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { LoadingIndicator, useTranslate } from 'react-admin';
import { usePreferences } from '../providers/preferences';
import { navbarToggleApplies } from './navigation';
import { ScreenSearch } from './ScreenSearch';
import { ShuleBreadcrumbs } from './ShuleBreadcrumbs';
import { UserMenuButton } from './UserMenuButton';

interface NavBarProps {
  readonly sidebarOpen: boolean;
  readonly onToggleSidebar: () => void;
}

/** Breadcrumbs, the screen search and the account menu; sticks to the top when "Navbar Fixed" is on. */
export function NavBar({ sidebarOpen, onToggleSidebar }: NavBarProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { isNavFixed } = usePreferences();
  // On the exempt routes the toggle changes nothing: the navbar keeps the default, fixed position.
  const fixed = navbarToggleApplies(pathname) ? isNavFixed : true;
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      color="inherit"
      elevation={fixed ? 1 : 0}
      data-navbar-fixed={fixed ? 'true' : 'false'}
      sx={{ backdropFilter: fixed ? 'saturate(200%) blur(30px)' : undefined, bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', py: 0.5 }}>
        <IconButton
          edge="start"
          color="inherit"
          onClick={onToggleSidebar}
          aria-label={translate(sidebarOpen ? 'shule.nav.close_sidebar' : 'shule.nav.open_sidebar')}
          aria-controls="sidenav-main"
          aria-expanded={sidebarOpen}
        >
          {sidebarOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <ShuleBreadcrumbs />
        <Box sx={{ flexGrow: 1 }} />
        <ScreenSearch />
        <LoadingIndicator />
        <UserMenuButton />
      </Toolbar>
    </AppBar>
  );
}
