/**
 * The CMS editor's modes and toolbar actions (portal-shell §2.3, §4.3): off, edit mode,
 * preview mode. Enable editing goes to edit; edit goes to preview; disable returns to off;
 * publish and discard return to off. "Show enrollment form" changes what the page shows, not
 * the mode. Pure, so the transitions are tested on their own.
 */

export type EditingMode = 'off' | 'edit' | 'preview';

/** The toolbar's buttons in the order the spec lists them, each with a confirmation. */
export const TOOLBAR_ACTIONS = ['showEnrollmentForm', 'enable', 'disable', 'preview', 'publish', 'discard'] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

/** The mode an action leads to. */
export function modeAfter(mode: EditingMode, action: ToolbarAction): EditingMode {
  switch (action) {
    case 'enable':
      return 'edit';
    case 'preview':
      return mode === 'edit' ? 'preview' : mode;
    case 'disable':
    case 'publish':
    case 'discard':
      return 'off';
    case 'showEnrollmentForm':
      return mode;
  }
}

/**
 * Which actions make sense in a mode: editing is enabled from off, or again from preview to
 * go back to editing; preview only from edit; disable, publish and discard act on the drafts
 * an editor is looking at, so only while they show (edit or preview).
 */
export function isActionAvailable(mode: EditingMode, action: ToolbarAction): boolean {
  switch (action) {
    case 'showEnrollmentForm':
      return true;
    case 'enable':
      return mode !== 'edit';
    case 'preview':
      return mode === 'edit';
    case 'disable':
    case 'publish':
    case 'discard':
      return mode !== 'off';
  }
}

/** Drafts show in edit and preview mode; off shows what readers see. */
export const showsDrafts = (mode: EditingMode): boolean => mode !== 'off';
