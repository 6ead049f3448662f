import { createContext, useContext } from 'react';
import type { CmsBlock, ViewBlock } from '../../cms/cms-blocks.ts';
import type { CallFailure } from './cms-calls.ts';
import type { DraftSaveRequest } from './draft-requests.ts';
import type { EditingMode, ToolbarAction } from './editing-mode.ts';

export interface EditingNotice {
  readonly severity: 'success' | 'info' | 'error';
  readonly text: string;
}

/** What the pages' CMS surfaces and the toolbar share (CmsEditingProvider). */
export interface CmsEditing {
  /** The user, or the impersonated user, is in the CMS editor group. */
  readonly isEditor: boolean;
  readonly mode: EditingMode;
  /** The editor asked to see the enrollment form (the Honda/Acura enrollment content) on the home page. */
  readonly showEnrollmentForm: boolean;
  /** Grows whenever drafts or published content change, so every CMS view reloads. */
  readonly revision: number;
  /** A list change, upload, publish or discard is running (text saves do not count: see save). */
  readonly busy: boolean;
  readonly notice: EditingNotice | undefined;
  /** Runs a toolbar action the editor has confirmed. */
  perform(action: ToolbarAction): Promise<void>;
  /**
   * Saves one block's draft; answers the saved draft, or undefined after telling the editor why
   * not. A `text` save leaves `busy` alone: it starts when the editor leaves the text, often by
   * pressing a control, which must not be disabled under the pointer before the click lands.
   */
  save(request: DraftSaveRequest, kind?: 'text' | 'structure'): Promise<CmsBlock | undefined>;
  /** Uploads an image for an IMAGE block and saves the block's draft pointing at it. */
  uploadImage(image: ViewBlock, file: File): Promise<CallFailure | undefined>;
  /** Gives a published list item an (empty, published) image slot, so an image can be uploaded to it. */
  addImageSlot(item: ViewBlock): Promise<void>;
  /** Names pages shown on screen, for publish and discard; answers the unregistration. */
  register(pagesHri: readonly string[]): () => void;
  clearNotice(): void;
}

const resolved = Promise.resolve();

/** Outside a provider nobody edits: everything reads published content. */
export const NOT_EDITING: CmsEditing = {
  isEditor: false,
  mode: 'off',
  showEnrollmentForm: false,
  revision: 0,
  busy: false,
  notice: undefined,
  perform: () => resolved,
  save: async () => undefined,
  uploadImage: async () => undefined,
  addImageSlot: () => resolved,
  register: () => () => {},
  clearNotice: () => {},
};

export const CmsEditingContext = createContext<CmsEditing | null>(null);

export function useCmsEditing(): CmsEditing {
  return useContext(CmsEditingContext) ?? NOT_EDITING;
}
