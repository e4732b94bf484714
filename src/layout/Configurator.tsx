import Close from '@mui/icons-material/Close';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellTranslate } from '../providers/i18nProvider';
import {
  SIDEBAR_COLORS,
  SIDEBAR_TYPES,
  setDarkMode,
  setPreferences,
  usePreferences,
  type SidebarType,
} from '../providers/preferences';
import { navbarToggleApplies } from './navbarToggle';
import { SIDEBAR_COLOR_VALUES } from './theme';
import { DESKTOP_MIN_WIDTH, useWindowWidth } from './useWindowWidth';

const DESKTOP_ONLY_TYPES: readonly SidebarType[] = ['bg-transparent', 'bg-white'];

/**
 * The panel's state, shared by its floating button and the account menu's entry: on a phone a
 * floating button covers the list and the record under it, so the admin screens open the panel from
 * the account menu instead (the screens without that menu, such as sign-in, keep the button at the
 * end of the page).
 */
const panel = { open: false, menuEntries: 0 };
const listeners = new Set<() => void>();
function updatePanel(change: Partial<typeof panel>) {
  Object.assign(panel, change);
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const usePanel = <T,>(read: (state: typeof panel) => T): T => useSyncExternalStore(subscribe, () => read(panel));
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export const openConfigurator = () => updatePanel({ open: true });

/**
 * For a menu that can open the panel (the account menu): while it is mounted, phones open the panel
 * from it and the floating button goes away. Answers whether the menu should offer the entry now.
 */
export function useConfiguratorMenuEntry(): boolean {
  const phone = usePhone();
  useEffect(() => {
    updatePanel({ menuEntries: panel.menuEntries + 1 });
    return () => updatePanel({ menuEntries: panel.menuEntries - 1 });
  }, []);
  return phone;
}

/** The floating "UI Configurator" panel of spec.md section 2; every choice persists (preferences.ts). */
export function Configurator() {
  const translate = useShellTranslate();
  const { pathname } = useLocation();
  const prefs = usePreferences();
  const open = usePanel((state) => state.open);
  const inMenu = usePanel((state) => state.menuEntries > 0);
  const phone = usePhone();
  const setOpen = (next: boolean) => updatePanel({ open: next });
  const desktop = useWindowWidth() >= DESKTOP_MIN_WIDTH;
  const toggleApplies = navbarToggleApplies(pathname);

  return (
    <>
      {phone && inMenu ? null : (
        <Fab
          color="default"
          size="medium"
          onClick={() => setOpen(true)}
          aria-label={translate('shule.configurator.open')}
          aria-controls="ui-configurator"
          aria-expanded={open}
          sx={
            phone
              ? // In the page's flow, after everything else: it covers nothing.
                { display: 'flex', ml: 'auto', mr: 3, my: 2 }
              : { position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }
          }
        >
          <Settings />
        </Fab>
      )}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { id: 'ui-configurator' } }}
      >
        <Box role="region" aria-labelledby="ui-configurator-title" sx={{ width: 320, p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box>
              <Typography id="ui-configurator-title" variant="h6" component="h2">
                {translate('shule.configurator.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('shule.configurator.subtitle')}
              </Typography>
            </Box>
            <IconButton onClick={() => setOpen(false)} aria-label={translate('shule.configurator.close')}>
              <Close />
            </IconButton>
          </Stack>
          <Divider sx={{ my: 2 }} />

          <Typography component="h3" variant="subtitle2" id="sidebar-colors-label">
            {translate('shule.configurator.sidebar_colors')}
          </Typography>
          <Stack direction="row" spacing={1} role="radiogroup" aria-labelledby="sidebar-colors-label" sx={{ my: 1.5 }}>
            {SIDEBAR_COLORS.map((color) => (
              <Box
                key={color}
                component="button"
                type="button"
                role="radio"
                aria-checked={prefs.sidebarColor === color}
                aria-label={translate(`shule.configurator.colors.${color}`)}
                title={translate(`shule.configurator.colors.${color}`)}
                data-color={color}
                onClick={() => setPreferences({ sidebarColor: color })}
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  cursor: 'pointer',
                  bgcolor: SIDEBAR_COLOR_VALUES[color],
                  border: '2px solid',
                  borderColor: prefs.sidebarColor === color ? 'text.primary' : 'transparent',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              />
            ))}
          </Stack>

          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {translate('shule.configurator.sidenav_type')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('shule.configurator.sidenav_type_help')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ my: 1.5 }}
            role="group"
            aria-label={translate('shule.configurator.sidenav_type')}
          >
            {SIDEBAR_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                variant={prefs.sidebarType === type ? 'contained' : 'outlined'}
                aria-pressed={prefs.sidebarType === type}
                disabled={!desktop && DESKTOP_ONLY_TYPES.includes(type)}
                onClick={() => setPreferences({ sidebarType: type })}
                data-sidenav-type={type}
              >
                {translate(`shule.configurator.types.${type}`)}
              </Button>
            ))}
          </Stack>
          {!desktop && (
            <Typography variant="body2" color="text.secondary" role="note">
              {translate('shule.configurator.desktop_only')}
            </Typography>
          )}

          <Divider sx={{ my: 2 }} />
          <FormControlLabel
            control={
              <Switch
                checked={prefs.isNavFixed}
                onChange={(event) => toggleApplies && setPreferences({ isNavFixed: event.target.checked })}
                disabled={!toggleApplies}
              />
            }
            label={translate('shule.configurator.navbar_fixed')}
          />
          {!toggleApplies && (
            <Typography variant="body2" color="text.secondary">
              {translate('shule.configurator.navbar_fixed_unavailable')}
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <FormControlLabel
            control={<Switch checked={prefs.isDarkMode} onChange={(event) => void setDarkMode(event.target.checked)} />}
            label={translate('shule.configurator.dark_mode')}
          />
        </Box>
      </Drawer>
    </>
  );
}
