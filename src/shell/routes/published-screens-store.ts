import { silentCall, type PortalClient, type PortalComponents } from '../../api/index.ts';
import { createKeyedLoad, type KeyedLoadState } from '../session/keyed-load.ts';
import type { SessionStore } from '../session/session-store.ts';

type PublishedScreenConfig = PortalComponents['schemas']['PublishedScreenConfig'];

/** What the studio published (issue #18): base definitions by screen id, overlays by `<skin>/<screenId>`. */
export interface PublishedScreens {
  readonly bases: ReadonlyMap<string, unknown>;
  readonly overlays: ReadonlyMap<string, unknown>;
}

export const NOTHING_PUBLISHED: PublishedScreens = Object.freeze({ bases: new Map(), overlays: new Map() });

/** The published screen configs of the session (GET /api/portal/screen-configs/published). */
export interface PublishedScreensStore {
  getState(): KeyedLoadState<PublishedScreens>;
  subscribe(listener: () => void): () => void;
  /** Loads them for the session's user, unless they are loaded or loading already. */
  request(): void;
}

function byLayer(configs: readonly PublishedScreenConfig[]): PublishedScreens {
  const bases = new Map<string, unknown>();
  const overlays = new Map<string, unknown>();
  for (const config of configs) {
    if (config.layer === 'base') bases.set(config.screenId, config.definition);
    else overlays.set(`${config.layer}/${config.screenId}`, config.definition);
  }
  return { bases, overlays };
}

/**
 * What the studio published replaces the built-in definitions and overlays without a rebuild:
 * asked for once per session on the first screen a user opens, and forgotten on sign-out, so the
 * next sign-in sees what was published meanwhile. When the call fails the built-in files serve.
 */
export function createPublishedScreensStore(client: PortalClient, session: Pick<SessionStore, 'getState' | 'subscribe'>): PublishedScreensStore {
  const published = createKeyedLoad<PublishedScreens>();
  session.subscribe(() => {
    if (!session.getState().user) published.reset();
  });
  return {
    getState: published.getState,
    subscribe: published.subscribe,
    request() {
      const { user } = session.getState();
      if (!user) return;
      published.load(`${user.loginName}\n${user.impersonator ?? ''}`, async (signal) => {
        // Silent: the page's own progress shows while a screen waits; a failure falls back to the built-in files.
        const { data, response } = await client.GET('/api/portal/screen-configs/published', { ...silentCall, signal }).catch(() => ({ data: undefined, response: undefined }));
        return response?.ok && data ? byLayer(data) : NOTHING_PUBLISHED;
      });
    },
  };
}
