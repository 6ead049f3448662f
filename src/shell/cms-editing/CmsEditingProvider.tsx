import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DISPLAY_MS } from '../../constants.ts';
import type { CmsBlock, ViewBlock } from '../../cms/cms-blocks.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { isCmsEditor } from '../header/user-roles.ts';
import { useSession } from '../session/use-session.ts';
import { discardDrafts, fetchPages, publishDrafts, saveDraft, uploadImage, type CallFailure } from './cms-calls.ts';
import { CmsEditingContext, type CmsEditing, type EditingNotice } from './cms-editing-context.ts';
import { cmsLanguageOf } from './cms-language.ts';
import { newImageRequest, publishRequests, textChange, type DraftSaveRequest } from './draft-requests.ts';
import { modeAfter, type EditingMode, type ToolbarAction } from './editing-mode.ts';
import { failureText } from './failure-text.ts';

/** Names a save's block the way the saved draft names it back: the published block, or the new block's draft. */
function saveKeyOf(request: DraftSaveRequest): string | undefined {
  if (request.contentBlockId !== undefined) return `block:${request.contentBlockId}`;
  return request.id !== undefined ? `draft:${request.id}` : undefined;
}

const draftKeyOf = (draft: CmsBlock): string => (draft.contentBlockId != null ? `block:${draft.contentBlockId}` : `draft:${draft.id}`);

/** Where the editor's mode and the enrollment-form switch survive navigation and reloads within the tab. */
export const CMS_EDITING_STORAGE_KEY = 'CMS_EDITING';

interface StoredEditing {
  mode: EditingMode;
  showEnrollmentForm: boolean;
}

const OFF: StoredEditing = { mode: 'off', showEnrollmentForm: false };

function readStored(): StoredEditing {
  try {
    const value = JSON.parse(sessionStorage.getItem(CMS_EDITING_STORAGE_KEY) ?? 'null') as Partial<StoredEditing> | null;
    const mode = value?.mode === 'edit' || value?.mode === 'preview' ? value.mode : 'off';
    return { mode, showEnrollmentForm: value?.showEnrollmentForm === true };
  } catch {
    return OFF;
  }
}

/**
 * CMS in-place editing for the CMS Editor (portal-shell §2.3, §4.3): the mode (off, edit,
 * preview), the pages on screen, and the calls behind the toolbar and the editable blocks.
 * Every save, publish and discard makes every CMS view on the page reload, so what shows is
 * always the server's state. A provider inside another one adds nothing: the outer one rules.
 */
export function CmsEditingProvider({ children }: { children: ReactNode }) {
  const outer = useContext(CmsEditingContext);
  return outer ? <>{children}</> : <EditingState>{children}</EditingState>;
}

function EditingState({ children }: { children: ReactNode }) {
  const { cms } = useShellServices();
  const { user } = useSession();
  const { t, i18n } = useTranslation();
  const isEditor = user !== undefined && isCmsEditor(user);
  const [stored, setStored] = useState<StoredEditing>(readStored);
  const [revision, setRevision] = useState(0);
  const [running, setRunning] = useState(0);
  const [notice, setNotice] = useState<EditingNotice>();
  const registered = useRef(new Map<string, number>());
  const pendingSaves = useRef(new Set<Promise<unknown>>());
  const language = cmsLanguageOf(i18n.language);
  const oemId = user?.oemId;

  const mode: EditingMode = isEditor ? stored.mode : 'off';
  const showEnrollmentForm = isEditor && stored.showEnrollmentForm;

  useEffect(() => {
    if (isEditor) sessionStorage.setItem(CMS_EDITING_STORAGE_KEY, JSON.stringify(stored));
  }, [isEditor, stored]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), MESSAGE_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const track = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  const reload = useCallback(() => setRevision((value) => value + 1), []);
  const tell = useCallback((severity: EditingNotice['severity'], text: string) => setNotice({ severity, text }), []);
  const tellFailure = useCallback((failure: CallFailure) => tell('error', failureText(failure, t)), [t, tell]);

  /**
   * Text saved while a list control's request was being built: a move or marking carries the
   * block's content, which must be the text just typed, not the one drawn before the save.
   */
  const savedTexts = useRef(new Map<string, string>());

  const save = useCallback(
    async (request: DraftSaveRequest, kind: 'text' | 'structure' = 'structure'): Promise<CmsBlock | undefined> => {
      let body = request;
      if (kind === 'structure') {
        await Promise.all([...pendingSaves.current]);
        const key = saveKeyOf(request);
        const text = key ? savedTexts.current.get(key) : undefined;
        if (key && text !== undefined) {
          body = { ...request, content: text };
          savedTexts.current.delete(key);
        }
      }
      const call = kind === 'text' ? saveDraft(cms, body) : track(() => saveDraft(cms, body));
      pendingSaves.current.add(call);
      const result = await call;
      pendingSaves.current.delete(call);
      // A refused save may mean the page changed under the editor: reloading shows its real state.
      reload();
      if (!result.ok) {
        tellFailure(result);
        return undefined;
      }
      if (kind === 'text') savedTexts.current.set(draftKeyOf(result.data), result.data.content);
      tell('success', t('CMS_EDIT_DRAFT_SAVED'));
      return result.data;
    },
    [cms, reload, t, tell, tellFailure, track],
  );

  /** The pages on screen as the server has them now, after any save still running. */
  const freshPages = useCallback(async () => {
    await Promise.all([...pendingSaves.current]);
    const pagesHri = [...registered.current.keys()];
    if (pagesHri.length === 0) return { ok: true as const, data: [] };
    return fetchPages(cms, { pagesHri, language, oemId });
  }, [cms, language, oemId]);

  const publishAll = useCallback(async (): Promise<boolean> => {
    const pages = await freshPages();
    if (!pages.ok) {
      tellFailure(pages);
      return false;
    }
    const requests = publishRequests(pages.data);
    for (const request of requests) {
      const result = await publishDrafts(cms, request);
      if (!result.ok) {
        tellFailure(result);
        return false;
      }
    }
    tell(requests.length ? 'success' : 'info', t(requests.length ? 'CMS_EDIT_PUBLISHED' : 'CMS_EDIT_NOTHING_TO_PUBLISH'));
    return true;
  }, [cms, freshPages, t, tell, tellFailure]);

  const discardAll = useCallback(async (): Promise<boolean> => {
    const pages = await freshPages();
    if (!pages.ok) {
      tellFailure(pages);
      return false;
    }
    const withDrafts = publishRequests(pages.data);
    for (const { pageId } of withDrafts) {
      const result = await discardDrafts(cms, pageId);
      if (!result.ok) {
        tellFailure(result);
        return false;
      }
    }
    tell(withDrafts.length ? 'success' : 'info', t(withDrafts.length ? 'CMS_EDIT_DISCARDED' : 'CMS_EDIT_NOTHING_TO_DISCARD'));
    return true;
  }, [cms, freshPages, t, tell, tellFailure]);

  const perform = useCallback(
    async (action: ToolbarAction): Promise<void> => {
      if (!isEditor) return;
      if (action === 'showEnrollmentForm') {
        setStored((current) => ({ ...current, showEnrollmentForm: !current.showEnrollmentForm }));
        return;
      }
      if (action === 'publish' || action === 'discard') {
        savedTexts.current.clear();
        const done = await track(action === 'publish' ? publishAll : discardAll);
        reload();
        // A failed publish or discard keeps the mode, so the editor can look and try again.
        if (!done) return;
      }
      setStored((current) => ({ ...current, mode: modeAfter(current.mode, action) }));
    },
    [discardAll, isEditor, publishAll, reload, track],
  );

  const uploadAndSave = useCallback(
    async (image: ViewBlock, file: File): Promise<CallFailure | undefined> => {
      const uploaded = await track(() => uploadImage(cms, image.id, file));
      if (!uploaded.ok) return uploaded;
      const saved = await save(textChange(image, uploaded.data.url));
      if (saved) tell('success', t('CMS_EDIT_IMAGE_UPLOADED'));
      return undefined;
    },
    [cms, save, t, tell, track],
  );

  const addImageSlot = useCallback(
    async (item: ViewBlock): Promise<void> => {
      const request = newImageRequest(item);
      if (!request) return;
      const draft = await save(request);
      if (!draft) return;
      // An upload needs a published IMAGE block. An empty one shows nothing to readers, so it
      // is published at once; the picture itself stays a draft until the editor publishes.
      const published = await track(() => publishDrafts(cms, { pageId: draft.pageId, draftIds: [draft.id] }));
      reload();
      if (published.ok) tell('success', t('CMS_EDIT_IMAGE_SLOT_ADDED'));
      else tellFailure(published);
    },
    [cms, reload, save, t, tell, tellFailure, track],
  );

  const register = useCallback((pagesHri: readonly string[]) => {
    const counts = registered.current;
    for (const hri of pagesHri) counts.set(hri, (counts.get(hri) ?? 0) + 1);
    return () => {
      for (const hri of pagesHri) {
        const left = (counts.get(hri) ?? 1) - 1;
        if (left > 0) counts.set(hri, left);
        else counts.delete(hri);
      }
    };
  }, []);

  const clearNotice = useCallback(() => setNotice(undefined), []);

  const value = useMemo<CmsEditing>(
    () => ({
      isEditor,
      mode,
      showEnrollmentForm,
      revision,
      busy: running > 0,
      notice,
      perform,
      save,
      uploadImage: uploadAndSave,
      addImageSlot,
      register,
      clearNotice,
    }),
    [addImageSlot, clearNotice, isEditor, mode, notice, perform, register, revision, running, save, showEnrollmentForm, uploadAndSave],
  );
  return <CmsEditingContext.Provider value={value}>{children}</CmsEditingContext.Provider>;
}
