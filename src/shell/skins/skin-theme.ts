import { createTheme, type Theme } from '@mui/material/styles';
import { STICKY_HEADER_VARIABLE } from '../header/sticky-header-height.ts';
import type { Skin } from './skin.ts';

/** What a user who asked their system for reduced motion gets: no transition, no ripple. */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
} as const;

/**
 * The MUI theme of a skin: the portal's base theme with the skin's tokens over it. With
 * `reducedMotion` (the user's `prefers-reduced-motion: reduce`), dialogs, menus and panels
 * appear and go without sliding or fading (WCAG 2.3.3), as MUI's documentation recommends.
 */
export function createSkinTheme(skin: Skin, reducedMotion = false): Theme {
  const { palette, typography } = skin.definition.theme;
  return createTheme({
    ...(reducedMotion ? STILL : {}),
    palette: {
      primary: palette.primary,
      ...(palette.secondary ? { secondary: palette.secondary } : {}),
      background: { default: '#f6f7f9' },
    },
    typography: typography?.fontFamily ? { fontFamily: typography.fontFamily } : {},
    shape: { borderRadius: 6 },
    components: {
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // Program names and menu entries keep their own casing (SmartLeads, BI Dashboards).
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      // An unselected toggle's label is drawn in action.active (0.54 black): 4.49:1 on the page's
      // #f6f7f9, under WCAG's 4.5 (axe, QA workbench). Secondary text (0.6) reads at 5.3:1.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      // A field the browser scrolls to (the first error after Save) lands below the sticky header.
      MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: `calc(var(${STICKY_HEADER_VARIABLE}, 0px) + 16px)` } } },
    },
  });
}
