import { PRODUCT_CARD_HEIGHT_PX } from '../../constants.ts';
import type { Hero, HeroImage, Skin, SkinDefinition } from './skin.ts';

/** Default time a carousel slide shows (the skin meta-schema's default for hero.intervalMs). */
const DEFAULT_SLIDE_INTERVAL_MS = 6000;

/** Turns an asset path of a skin folder into a URL; http(s) URLs are kept as they are. */
export type AssetUrl = (skinName: string, path: string) => string;

/** The spec's card height for a skin (portal-shell §9): 110 px BMW CA, 210 px Genesis, 170 px otherwise. */
export function productCardHeightFor(skinName: string): number {
  return Object.hasOwn(PRODUCT_CARD_HEIGHT_PX, skinName)
    ? PRODUCT_CARD_HEIGHT_PX[skinName as keyof typeof PRODUCT_CARD_HEIGHT_PX]
    : PRODUCT_CARD_HEIGHT_PX.default;
}

function heroOf(definition: SkinDefinition, url: (path: string) => string): Hero {
  const hero = definition.hero;
  const images: HeroImage[] = (hero?.images ?? []).map((image) => ({ src: url(image.src), alt: image.alt, link: image.link }));
  if (definition.flags?.heroVideo && hero?.videoUrl) {
    return { kind: 'video', src: url(hero.videoUrl), poster: images[0], closable: hero.closable ?? false };
  }
  if (images.length > 0) return { kind: 'carousel', images, intervalMs: hero?.intervalMs ?? DEFAULT_SLIDE_INTERVAL_MS };
  return { kind: 'none' };
}

/** A skin definition with the meta-schema's defaults applied and its assets as URLs. */
export function toSkin(definition: SkinDefinition, assetUrl: AssetUrl): Skin {
  const name = definition.oem;
  const url = (path: string) => (/^https?:\/\//i.test(path) ? path : assetUrl(name, path));
  return {
    name,
    definition,
    logo: { src: url(definition.logos.header.src), alt: definition.logos.header.alt },
    favicon: definition.logos.favicon ? url(definition.logos.favicon.src) : undefined,
    hero: heroOf(definition, url),
    contacts: { default: { phone: definition.footer.phone, email: definition.footer.email }, pages: definition.footer.pages ?? {} },
    labels: definition.labels ?? {},
    flags: {
      contactConfirmation: definition.flags?.contactConfirmation ?? true,
      heroVideo: definition.flags?.heroVideo ?? false,
      enrollmentLink: definition.flags?.enrollmentLink ?? false,
    },
    productCardHeightPx: definition.productCardHeightPx ?? productCardHeightFor(name),
  };
}
