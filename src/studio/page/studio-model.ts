/** What the studio page works with, as the studio's calls (studio-calls.ts) answer it. */

/** One layer of a screen: `base` or an OEM skin name. */
export interface LayerSummary {
  readonly layer: string;
  /** False for an OEM that has no overlay of the screen (neither a built-in file nor a saved version). */
  readonly exists: boolean;
  /** The version the portal serves; 0 = the built-in file. */
  readonly servedVersion: number;
  readonly latestVersion: number;
  /** QA errors of what is served (an overlay: merged for its OEM; the base: summed over every OEM). */
  readonly qaErrors: number;
}

export interface ScreenSummary {
  readonly screenId: string;
  readonly area: string;
  /** The route the portal shows it on: the served (published) definition's, null when it names none. */
  readonly route: string | null;
  readonly layers: readonly LayerSummary[];
}

export interface VersionEntry {
  readonly version: number;
  readonly basedOn: number;
  readonly comment: string;
  readonly author: string;
  readonly savedAt: string;
}

export interface LayerConfig {
  readonly screenId: string;
  readonly layer: string;
  /** False for an OEM layer with neither a built-in file nor a saved version (no overlay yet). */
  readonly exists: boolean;
  /** The latest saved text (a draft or the served one); the built-in file when nothing was saved. */
  readonly source: string;
  /** The version `source` is (0 = the built-in file): what a save is based on. */
  readonly version: number;
  /** The text the portal serves now, and its version. */
  readonly publishedSource: string;
  readonly servedVersion: number;
  readonly history: readonly VersionEntry[];
}

export interface StudioCalls {
  listScreens(): Promise<ScreenSummary[]>;
  config(screenId: string, layer: string): Promise<LayerConfig>;
  versionSource(screenId: string, layer: string, version: number): Promise<string>;
  /** Resolves with the new version; rejects with a CallError 409 when `basedOn` is no longer the latest. */
  save(screenId: string, layer: string, draft: { basedOn: number; source: string; comment: string }): Promise<number>;
  /** Rejects with a CallError 400 listing the QA problems when the check refuses it. */
  publish(screenId: string, layer: string, request: { version: number; comment: string }): Promise<void>;
  rollback(screenId: string, layer: string, request: { version: number; comment: string }): Promise<void>;
}
