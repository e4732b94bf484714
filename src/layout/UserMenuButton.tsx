import AccountCircle from '@mui/icons-material/AccountCircle';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { LOCALE_NAMES, switchLocale } from '../providers/i18nProvider';
import { usePreferences, type Locale } from '../providers/preferences';
import { openConfigurator, useConfiguratorMenuEntry } from './Configurator';
import { useSession } from './useSession';

/** The account menu: who is signed in, the language switch and sign-out. */
export function UserMenuButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const { user } = useSession();
  const { locale } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user?.name || user?.username || '';
  // On a phone the UI configurator opens from here instead of a button floating over the screen.
  const offersConfigurator = useConfiguratorMenuEntry();

  const chooseLocale = async (next: Locale) => {
    setAnchor(null);
    // LocaleSync moves react-admin's locale along with the preference.
    await switchLocale(next);
  };

  return (
    <>
      <Tooltip title={translate('shule.nav.user_menu', { name })}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={translate('shule.nav.user_menu', { name })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          <AccountCircle />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>
          <ListItemText primary={translate('shule.nav.signed_in_as', { name })} secondary={user?.username} />
        </MenuItem>
        <Divider />
        <ListSubheader>{translate('shule.nav.language')}</ListSubheader>
        {LOCALE_NAMES.map((option) => (
          <MenuItem
            key={option.locale}
            lang={option.locale}
            selected={option.locale === locale}
            onClick={() => void chooseLocale(option.locale)}
          >
            <ListItemIcon>{option.locale === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {offersConfigurator && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              openConfigurator();
            }}
          >
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('shule.configurator.title')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
