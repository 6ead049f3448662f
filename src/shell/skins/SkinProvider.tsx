import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSession } from '../session/use-session.ts';
import type { Skin } from './skin.ts';
import { DEFAULT_SKIN_NAME, skinByName } from './skin-catalogue.ts';
import { chooseSkinName } from './skin-name.ts';
import { createSkinTheme } from './skin-theme.ts';

const SkinContext = createContext<Skin | undefined>(undefined);

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The skin of the signed-in user (or the default one signed out) and its MUI theme, for
 * everything below. Needs the session store above it.
 */
export function SkinProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const skin = skinByName(chooseSkinName(user, browserStorage()));
  const theme = useMemo(() => createSkinTheme(skin), [skin]);
  return (
    <SkinContext.Provider value={skin}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div data-skin={skin.name}>{children}</div>
      </ThemeProvider>
    </SkinContext.Provider>
  );
}

/** The current skin; the default skin outside a SkinProvider (e.g. a page rendered alone). */
export function useSkin(): Skin {
  return useContext(SkinContext) ?? skinByName(DEFAULT_SKIN_NAME);
}
