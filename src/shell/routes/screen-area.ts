import { applyOverlay, type ScreenDefinition } from '../../engine/index.ts';
import { NOTHING_PUBLISHED, type PublishedScreens } from './published-screens-store.ts';

/** `import.meta.glob` of definition files, eager: file path → definition. */
export type DefinitionFiles = Readonly<Record<string, ScreenDefinition>>;
/** `import.meta.glob` of overlay files, lazy: `…/oem-skins/<skin>/screens/<screenId>.json` → loader. */
export type OverlayLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/** The screens of one business area, each loaded with the OEM overlays that patch it. */
export interface ScreenArea {
  /** Resolves once the overlays of the area's screens are loaded; `screenOf` needs it. */
  readonly ready: Promise<void>;
  /** Ids of the screens of this area. */
  readonly ids: readonly string[];
  /**
   * A screen under a skin: the base definition with the skin's overlay merged in, each the
   * studio's published one where there is one, else the built-in file. Which route shows it is
   * decided by the caller (screen-routes.ts), from the published definition's route.
   */
  screenOf(screenId: string, skinName: string, published?: PublishedScreens): ScreenDefinition | undefined;
}

const OVERLAY_PATH = /oem-skins\/([^/]+)\/screens\/([^/]+)\.json$/;

/**
 * Builds an area from its definition files and every overlay file of the portal: only the
 * overlays of this area's screens are loaded (each overlay is its own small chunk), and merged
 * results are kept per skin, so a screen's definition object is stable across renders.
 */
export function createScreenArea(files: DefinitionFiles, overlayLoaders: OverlayLoaders): ScreenArea {
  const byRoute = new Map<string, ScreenDefinition>();
  const byId = new Map<string, ScreenDefinition>();
  for (const [file, definition] of Object.entries(files)) {
    if (byRoute.has(definition.route)) throw new Error(`Two screens for route "${definition.route}": ${definition.id} and ${byRoute.get(definition.route)!.id} (${file}).`);
    byRoute.set(definition.route, definition);
    byId.set(definition.id, definition);
  }
  const ids = new Set(byId.keys());
  const overlays = new Map<string, unknown>();
  // Per set of published configs (one per session), so a definition object is stable across renders.
  const mergedBy = new WeakMap<PublishedScreens, Map<string, ScreenDefinition>>();

  const ready = Promise.all(
    Object.entries(overlayLoaders).flatMap(([file, load]) => {
      const match = OVERLAY_PATH.exec(file);
      if (!match || !ids.has(match[2]!)) return [];
      return [load().then((patch) => void overlays.set(`${match[1]}/${match[2]}`, patch))];
    }),
  ).then(() => undefined);

  return {
    ready,
    ids: [...byId.keys()],
    screenOf(screenId, skinName, published = NOTHING_PUBLISHED) {
      const builtIn = byId.get(screenId);
      if (!builtIn) return undefined;
      const base = (published.bases.get(builtIn.id) as ScreenDefinition | undefined) ?? builtIn;
      const key = `${skinName}/${builtIn.id}`;
      const overlay = published.overlays.has(key) ? published.overlays.get(key) : overlays.get(key);
      if (overlay === undefined) return base;
      let merged = mergedBy.get(published);
      if (!merged) mergedBy.set(published, (merged = new Map()));
      let screen = merged.get(key);
      if (!screen) {
        screen = applyOverlay(base, overlay);
        merged.set(key, screen);
      }
      return screen;
    },
  };
}
