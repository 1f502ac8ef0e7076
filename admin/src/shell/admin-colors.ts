/**
 * The back-office's colours: the theme's palette (admin-theme.ts) and the first look of the user
 * list (first-look/), which draws before MUI has loaded, take them from here.
 */
export const adminColors = {
  primary: '#1565c0',
  secondaryLight: '#5e92f3',
  secondaryDark: '#003c8f',
  error: '#b71c1c',
} as const;
