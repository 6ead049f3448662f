import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applySkinTerms } from '../../i18n/skin-terms.ts';
import { useSession } from '../session/use-session.ts';
import type { Skin } from './skin.ts';
import { DEFAULT_SKIN_NAME, skinByName } from './skin-catalogue.ts';
import { chooseSkinName } from './skin-name.ts';
import { createSkinTheme } from './skin-theme.ts';
import { NoVarsThemeProvider } from './theme-provider.tsx';

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
 * everything below, and its icon in the browser tab. Needs the session store above it.
 */
export function SkinProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const skin = skinByName(chooseSkinName(user, browserStorage()));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createSkinTheme(skin, reducedMotion), [skin, reducedMotion]);
  const favicon = skin.favicon ?? skinByName(DEFAULT_SKIN_NAME).favicon;
  const { i18n } = useTranslation();
  // Before paint: the first frame of a skin already says its words.
  useLayoutEffect(() => applySkinTerms(i18n, skin.definition.terms), [i18n, skin]);
  useEffect(() => {
    // index.html names the default skin's icon, so no page asks for /favicon.ico; the user's skin replaces it.
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && favicon) link.href = favicon;
  }, [favicon]);
  return (
    <SkinContext.Provider value={skin}>
      <NoVarsThemeProvider theme={theme}>
        <CssBaseline />
        <div data-skin={skin.name}>{children}</div>
      </NoVarsThemeProvider>
    </SkinContext.Provider>
  );
}

/** The current skin; the default skin outside a SkinProvider (e.g. a page rendered alone). */
export function useSkin(): Skin {
  return useContext(SkinContext) ?? skinByName(DEFAULT_SKIN_NAME);
}
