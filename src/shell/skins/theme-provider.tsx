import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';

/**
 * MUI's theme provider for a theme without CSS variables, which every skin's is (skin-theme.ts):
 * what `@mui/material/styles`' ThemeProvider does for such a theme (its ThemeProviderNoVars path,
 * `vars: null` so no outer theme's variables leak in), without the CSS-variables provider and
 * color-scheme script that one carries into every page's script (bench:bundle).
 */
export function NoVarsThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  const noVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVars}>{children}</SystemThemeProvider>;
}
