import type { Skin } from './skin.ts';

/**
 * The skin's colour and font as CSS variables of the document, for what the shell draws without
 * MUI (src/shell/plain-ui, the login page): set on `<html>` rather than inside the app's root,
 * so a dialog MUI portals to `<body>` sees them too. The MUI theme takes the same two values
 * from the same skin (skin-theme.ts). The CSS modules name them as written here
 * (`var(--sp-primary, …)`); their fallback only shows outside a SkinProvider.
 */
export const SKIN_VARIABLES = { primary: '--sp-primary', font: '--sp-font' } as const;

/** Sets the skin's variables on `root`; returns what removes them again. */
export function publishSkinVariables(root: HTMLElement, skin: Skin): () => void {
  const { palette, typography } = skin.definition.theme;
  root.style.setProperty(SKIN_VARIABLES.primary, palette.primary.main);
  if (typography?.fontFamily) root.style.setProperty(SKIN_VARIABLES.font, typography.fontFamily);
  else root.style.removeProperty(SKIN_VARIABLES.font);
  return () => {
    root.style.removeProperty(SKIN_VARIABLES.primary);
    root.style.removeProperty(SKIN_VARIABLES.font);
  };
}
