import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applySkinTerms } from '../../i18n/skin-terms.ts';
import { useSession } from '../session/use-session.ts';
import type { Skin } from './skin.ts';
import { DEFAULT_SKIN_NAME, skinByName } from './skin-catalogue.ts';
import { chooseSkinName } from './skin-name.ts';
import { publishSkinVariables } from './skin-variables.ts';

const SkinContext = createContext<Skin | undefined>(undefined);

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The skin of the signed-in user (or the default one signed out), for everything below: its
 * words, its colour and font as CSS variables of the document (skin-variables.ts), and its icon
 * in the browser tab. Its MUI theme is SkinThemeProvider's (skin-theme-provider.tsx), in the
 * chunks that draw with MUI: the login page draws without it, so its first load carries no MUI
 * (issue #11, login ≤ 120 KB). Needs the session store above it.
 */
export function SkinProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const skin = skinByName(chooseSkinName(user, browserStorage()));
  const favicon = skin.favicon ?? skinByName(DEFAULT_SKIN_NAME).favicon;
  const { i18n } = useTranslation();
  // Before paint: the first frame of a skin already says its words and wears its colour.
  useLayoutEffect(() => applySkinTerms(i18n, skin.definition.terms), [i18n, skin]);
  useLayoutEffect(() => publishSkinVariables(document.documentElement, skin), [skin]);
  useEffect(() => {
    // index.html names the default skin's icon, so no page asks for /favicon.ico; the user's skin replaces it.
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && favicon) link.href = favicon;
  }, [favicon]);
  return (
    <SkinContext.Provider value={skin}>
      <div data-skin={skin.name}>{children}</div>
    </SkinContext.Provider>
  );
}

/** The current skin; the default skin outside a SkinProvider (e.g. a page rendered alone). */
export function useSkin(): Skin {
  return useContext(SkinContext) ?? skinByName(DEFAULT_SKIN_NAME);
}
