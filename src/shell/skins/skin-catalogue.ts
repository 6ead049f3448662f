import type { Skin, SkinDefinition } from './skin.ts';
import { toSkin } from './to-skin.ts';

/** The skin of users whose oemSkinName has no folder of its own, and of the signed-out pages. */
export const DEFAULT_SKIN_NAME = 'default';

// Every skin is a few hundred bytes and the login page already needs one, so they are bundled
// eagerly; their images stay separate files, referenced by URL (never inlined into the bundle).
const definitions = import.meta.glob<SkinDefinition>('../../../oem-skins/*/skin.json', { eager: true, import: 'default' });
const assets = import.meta.glob<string>('../../../oem-skins/*/*.{svg,png,jpg,jpeg,webp,webm,mp4}', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** `oem-skins/<skin>/<path>` with `.` and `..` segments resolved: skins may share assets (`../default/logo.svg`). */
function assetKey(skinName: string, path: string): string {
  const segments: string[] = [skinName];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `../../../oem-skins/${segments.join('/')}`;
}

function assetUrl(skinName: string, path: string): string {
  const found = assets[assetKey(skinName, path)];
  if (found === undefined) throw new Error(`Skin ${skinName}: no asset ${path} under oem-skins/.`);
  return found;
}

const skins = new Map<string, Skin>(
  Object.values(definitions).map((definition) => [definition.oem, toSkin(definition, assetUrl)]),
);

/** Skin names as user details may spell them ("BMW CA", "bmwca") meet in one form. */
export function normaliseSkinName(name: string | undefined): string {
  return (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The skin of that name, or the default skin. */
export function skinByName(name: string | undefined): Skin {
  const skin = skins.get(normaliseSkinName(name)) ?? skins.get(DEFAULT_SKIN_NAME);
  if (!skin) throw new Error(`oem-skins/${DEFAULT_SKIN_NAME}/skin.json is missing.`);
  return skin;
}

export function skinNames(): string[] {
  return [...skins.keys()].sort();
}
