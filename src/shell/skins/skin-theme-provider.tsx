import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useSkin } from './SkinProvider.tsx';
import { createSkinTheme } from './skin-theme.ts';
import { NoVarsThemeProvider } from './theme-provider.tsx';

/**
 * The current skin's MUI theme and MUI's baseline styles, for everything below that draws with
 * MUI. Kept out of the first page's chunk: the themed layout (themed-layout.tsx) puts it around
 * every route but the login page, and the lazily loaded dialogs a signed-out page can open (Forgot
 * password, the client's error modals) put it around themselves.
 */
export function SkinThemeProvider({ children }: { children: ReactNode }) {
  const skin = useSkin();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createSkinTheme(skin, reducedMotion), [skin, reducedMotion]);
  return (
    <NoVarsThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </NoVarsThemeProvider>
  );
}
