import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading, useTranslate } from 'react-admin';
import { setPreferences, usePreferences } from '../providers/preferences';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { Footer } from './Footer';
import { LocaleSync } from './LocaleSync';
import { NavBar } from './NavBar';
import { PageTitle } from './PageTitle';
import { SideNav } from './SideNav';

/**
 * The dashboard layout of spec.md section 2: side navigation, navbar, the routed screen and a
 * footer. On wide screens the sidebar is pinned open (remembered); on narrow ones it slides over.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { isSidebarPinned } = usePreferences();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = wide ? isSidebarPinned : mobileOpen;
  const toggle = () => (wide ? setPreferences({ isSidebarPinned: !isSidebarPinned }) : setMobileOpen(!mobileOpen));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <LocaleSync />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {translate('ra.navigation.skip_nav')}
      </Box>
      <SideNav open={open} permanent={wide} onClose={() => setMobileOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <NavBar sidebarOpen={open} onToggleSidebar={toggle} />
        <Box
          component="main"
          id="main-content"
          className="main-content"
          tabIndex={-1}
          // The scroll margin keeps the heading clear of the sticky navbar when navigation scrolls here.
          sx={{ flexGrow: 1, p: { xs: 1.5, md: 3 }, outline: 'none', scrollMarginTop: 72 }}
        >
          <PageTitle />
          <ChunkErrorBoundary key={pathname}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ChunkErrorBoundary>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
