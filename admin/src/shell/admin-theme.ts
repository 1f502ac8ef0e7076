import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { germanMessages } from '../i18n/german-messages';
import { adminColors } from './admin-colors';

/** What a screen reader says of a spinner that names nothing itself (react-admin's bar spinner while a list refetches). */
const loadingName = { 'aria-label': (germanMessages.ra as { page: { loading: string } }).page.loading };

/**
 * react-admin's light theme with colours that text can be read on (WCAG AA, 4.5:1; Lighthouse
 * found them short, decision 046): its blue app bar (#2196f3) carried white text at 3.1:1, the
 * primary blue links and buttons read at 4.4:1 on the page's background, and the red of 'Löschen'
 * at 3.8:1 on the grey of a form's toolbar. Darker shades of the same colours.
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: adminColors.primary },
    secondary: { light: adminColors.secondaryLight, main: adminColors.primary, dark: adminColors.secondaryDark, contrastText: '#fff' },
    error: { main: adminColors.error },
  },
  components: {
    ...defaultTheme.components,
    // Every progress bar has a name (axe's aria-progressbar-name): react-admin's LoadingIndicator
    // in the app bar draws an unnamed CircularProgress whenever a query runs.
    MuiCircularProgress: { defaultProps: loadingName },
    MuiLinearProgress: { defaultProps: loadingName },
    RaList: {
      styleOverrides: {
        // Every list fits its window (decision 047): a table wider than the window scrolls sideways
        // inside its card rather than the whole page (a DataTable's rows open a record, so the
        // keyboard reaches the scrolling; the read-only Protokoll gives its region the focus itself),
        // and a side panel (the releases' 'Versionen im Einsatz') goes below the list where the two
        // do not fit side by side.
        root: ({ theme }: { theme: Theme }) => ({
          minWidth: 0,
          '& .RaList-main, & .RaList-content': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          [theme.breakpoints.down('md')]: { flexDirection: 'column' },
        }),
      },
    },
  },
};
