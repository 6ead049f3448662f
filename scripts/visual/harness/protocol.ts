/** What the runner asks the harness page for (window.visualRender) and what it answers. */
export interface ShotRequest {
  readonly area: string;
  readonly screen: string;
  readonly oem: string;
  readonly language: 'en' | 'fr';
}

export interface ShotAnswer {
  /** The attribute value of the wrapper around this shot's iframe: `[data-shot="…"] iframe`. */
  readonly key: string;
  /** The role the screen is drawn for: the first of the preview's roles its access hints let in. */
  readonly role: string;
  /** The frame's height, fitted to the screen (capped at MAX_SHOT_HEIGHT). */
  readonly height: number;
  /** Why the screen shows no content, when it does not (unresolved reference, hidden, refused). */
  readonly notice?: string;
}

export const SHOT_WIDTH = 1280;
export const MAX_SHOT_HEIGHT = 8000;

declare global {
  interface Window {
    visualRender?: (request: ShotRequest) => Promise<ShotAnswer>;
  }
}
