import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { STICKY_HEADER_VARIABLE } from '../header/sticky-header-height.ts';
import type { Skin } from './skin.ts';

/** What a user who asked their system for reduced motion gets: no transition, no ripple. */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
} as const;

/** The page's background, and the darkest text sits on: a hovered table row over it (action.hover, 4% black). */
const PAGE_BACKGROUND = '#f6f7f9';
const HOVERED_ROW = '#ecedef';
/** WCAG 2.1 AA for body text (1.4.3). */
const TEXT_CONTRAST = 4.5;
/** MUI's own error red, the colour of a field's message and of a button for an action that ends something. */
const ERROR_RED = '#d32f2f';

/**
 * A colour darkened in small steps until text in it reads at 4.5:1 on a hovered row, the
 * darkest surface text of the portal sits on. A skin's brand colour is chosen for buttons, not
 * for text: BMW Canada's #1c69d4 reads 5.2:1 on white but 4.45:1 on a hovered row (axe, the
 * menu walk's Videos table under the pointer). MUI's error red reads 4.38:1 on an outlined
 * error button under the pointer on the page (its 4 % tint over #f6f7f9: axe, the data tool
 * journey's Deactivate buttons on Manage Enrollments, 2026-11-29).
 */
export function readableTextColor(color: string): string {
  let readable = color;
  for (let step = 0; step < 20 && getContrastRatio(readable, HOVERED_ROW) < TEXT_CONTRAST; step += 1) readable = darken(readable, 0.04);
  return readable;
}

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
      error: { main: readableTextColor(ERROR_RED) },
      background: { default: PAGE_BACKGROUND },
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
      MuiLink: { styleOverrides: { root: ({ ownerState }) => (ownerState.color === undefined || ownerState.color === 'primary' ? { color: readableTextColor(palette.primary.main) } : {}) } },
      // A field the browser scrolls to (the first error after Save) lands below the sticky header.
      MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: `calc(var(${STICKY_HEADER_VARIABLE}, 0px) + 16px)` } } },
    },
  });
}
