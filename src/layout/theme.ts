import type { ThemeOptions } from '@mui/material/styles';
import type { SidebarColor, SidebarType } from '../providers/preferences';

/** The sidebar accent colours of the configurator (Soft UI palette the original dashboard used). */
export const SIDEBAR_COLOR_VALUES: Readonly<Record<SidebarColor, string>> = {
  primary: '#cb0c9f',
  dark: '#344767',
  info: '#17c1e8',
  success: '#82d616',
  // Soft UI's amber, darkened a little so white text on it stays readable.
  warning: '#d9a400',
  danger: '#ea0606',
};

export interface SidenavLook {
  readonly background: string;
  readonly color: string;
  readonly muted: string;
}

/** Sidenav types; transparent takes the page background so it blends into the layout. */
export function sidenavLook(type: SidebarType, dark: boolean): SidenavLook {
  switch (type) {
    case 'bg-transparent':
      return { background: 'transparent', color: dark ? '#ffffff' : '#344767', muted: dark ? '#c7ccd6' : '#67748e' };
    case 'bg-white':
      return { background: '#ffffff', color: '#344767', muted: '#67748e' };
    case 'bg-gradient-dark':
      return { background: 'linear-gradient(195deg, #42424a, #191919)', color: '#ffffff', muted: '#c7ccd6' };
  }
}

/** Words the theme puts on components that have no text of their own (a spinner's name). */
export interface ThemeLabels {
  readonly loading: string;
}

/**
 * Theme options, not a theme: react-admin builds its own theme from them, the sign-in page too.
 * Error red and warning amber are darker in light mode and lighter in dark mode than MUI's, so a
 * Delete, Deactivate or Reset button's text keeps 4.5:1 contrast on its background (WCAG 1.4.3).
 */
export function shuleThemeOptions(dark: boolean, labels?: ThemeLabels): ThemeOptions {
  return {
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: dark ? '#7b8cff' : '#3949ab' },
      secondary: { main: '#cb0c9f' },
      error: { main: dark ? '#ff8a80' : '#b71c1c' },
      warning: { main: dark ? '#ffb74d' : '#b45309' },
      background: dark ? { default: '#1a2035', paper: '#202940' } : { default: '#f8f9fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily: '"Open Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
    components: {
      MuiCard: { styleOverrides: { root: { boxShadow: '0 20px 27px 0 rgba(0,0,0,0.05)' } } },
      // A disabled field's help says what to do first ("Choose the county first"): it must stay readable.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
      // An empty list's "No fee discount yet": react-admin greys it as disabled text, which fails
      // contrast (axe); it is a message to read.
      RaEmpty: {
        styleOverrides: {
          root: ({ theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }),
        },
      },
      // A spinner is a progressbar: screen readers announce it by this name.
      ...(labels ? { MuiCircularProgress: { defaultProps: { 'aria-label': labels.loading } } } : {}),
    },
  };
}
