import type { SkinDefinition } from '../../engine/index.ts';

export type { SkinDefinition };

export interface SupportContact {
  readonly phone: string;
  readonly email: string;
}

export interface HeroImage {
  /** A URL the browser can load (assets resolved to the built files). */
  readonly src: string;
  /** i18n key or literal text; shown translated, falling back to the raw text. */
  readonly alt: string;
  /** Route name or http(s) link the slide opens. */
  readonly link: string | undefined;
}

export type Hero =
  | { readonly kind: 'carousel'; readonly images: readonly HeroImage[]; readonly intervalMs: number }
  /** The first of the skin's hero images, if any, is the video's poster. */
  | { readonly kind: 'video'; readonly src: string; readonly poster: HeroImage | undefined; readonly closable: boolean }
  | { readonly kind: 'none' };

/**
 * A skin as the shell uses it (portal-shell §1 "Look and wording vary by manufacturer"): the
 * definition of `oem-skins/<name>/skin.json` with its defaults applied and asset paths turned
 * into URLs, so components never look at files or defaults themselves.
 */
export interface Skin {
  readonly name: string;
  readonly definition: SkinDefinition;
  readonly logo: { readonly src: string; readonly alt: string };
  /** The browser tab's icon (vector art); the default skin's when the skin has none. */
  readonly favicon: string | undefined;
  readonly hero: Hero;
  readonly contacts: { readonly default: SupportContact; readonly pages: Readonly<Record<string, Partial<SupportContact>>> };
  /** i18n key → the key shown instead under this skin. */
  readonly labels: Readonly<Record<string, string>>;
  readonly flags: { readonly contactConfirmation: boolean; readonly heroVideo: boolean; readonly enrollmentLink: boolean };
  readonly productCardHeightPx: number;
}
