import { createTheme, type Theme } from '@mui/material/styles';
import { STICKY_HEADER_VARIABLE } from '../header/sticky-header-height.ts';
import type { Skin } from './skin.ts';

/** The MUI theme of a skin: the portal's base theme with the skin's tokens over it. */
export function createSkinTheme(skin: Skin): Theme {
  const { palette, typography } = skin.definition.theme;
  return createTheme({
    palette: {
      primary: palette.primary,
      ...(palette.secondary ? { secondary: palette.secondary } : {}),
      background: { default: '#f6f7f9' },
    },
    typography: typography?.fontFamily ? { fontFamily: typography.fontFamily } : {},
    shape: { borderRadius: 6 },
    components: {
      // Program names and menu entries keep their own casing (SmartLeads, BI Dashboards).
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      // A field the browser scrolls to (the first error after Save) lands below the sticky header.
      MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: `calc(var(${STICKY_HEADER_VARIABLE}, 0px) + 16px)` } } },
    },
  });
}
