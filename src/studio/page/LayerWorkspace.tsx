import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCallError } from '../../engine/index.ts';
import { mergePatch, resolveRefs } from '../../engine/tooling.ts';
import { studioCheckContext } from '../check/studio-check-context.ts';
import { draftDiagnostics, type DraftDiagnostic } from '../editor/draft-diagnostics.ts';
import { JsonEditor, type JsonEditorHandle } from '../editor/JsonEditor.tsx';
import { DefinitionForm, type FormProblem } from '../form/DefinitionForm.tsx';
import { MergedView, type StaleGroup } from '../overlay/MergedView.tsx';
import { staleOverlayKeys } from '../overlay/provenance.ts';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import { DiffView } from '../publish/DiffView.tsx';
import { HistoryList } from '../publish/HistoryList.tsx';
import type { OpenLayer } from './ScreenList.tsx';
import type { LayerConfig, StudioCalls } from './studio-model.ts';

const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

type Notice = { severity: 'success' | 'error' | 'warning'; text: string; problems?: readonly string[] };

export interface LayerWorkspaceProps {
  readonly open: OpenLayer;
  /** Every layer's configuration of the screen, `base` included. */
  readonly configs: ReadonlyMap<string, LayerConfig>;
  readonly oems: readonly string[];
  readonly calls: StudioCalls;
  readonly canPublish: boolean;
  /** Reload the screen's layers (after a save, publish or rollback). */
  readonly reload: () => Promise<void>;
}

/** One layer of one screen open for editing: the text, its QA check, preview, changes, merged result, form and history. */
export function LayerWorkspace({ open, configs, oems, calls, canPublish, reload }: LayerWorkspaceProps) {
  const { t } = useTranslation();
  const ctx = studioCheckContext();
  const config = configs.get(open.layer);
  const baseConfig = configs.get('base');
  const [text, setText] = useState(config?.source ?? '{}\n');
  const [history, setHistory] = useState({ undo: false, redo: false });
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState('preview');
  const [blockId, setBlockId] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<readonly DraftDiagnostic[]>([]);
  const editor = useRef<JsonEditorHandle>(null);

  const isBase = open.layer === 'base';
  const draft = useMemo(() => parsed(text), [text]);
  const publishedBase = useMemo(() => parsed(baseConfig?.publishedSource), [baseConfig]);
  const base = isBase ? draft : publishedBase;
  const overlays = useMemo(() => {
    const all: Record<string, unknown> = {};
    for (const [layer, layerConfig] of configs) if (layer !== 'base' && layerConfig.exists) all[layer] = parsed(layerConfig.publishedSource);
    if (!isBase) all[open.layer] = draft;
    return all;
  }, [configs, isBase, open.layer, draft]);
  const input = useMemo(() => ({ screenId: open.screenId, area: open.area, layer: open.layer, base: publishedBase, overlays: isBase ? overlays : undefined }), [open, publishedBase, isBase, overlays]);
  const diagnose = (candidate: string) => draftDiagnostics(candidate, input, ctx);
  // The form view marks what the QA check's meta-schema validation finds: in the draft, or for an overlay in the screen it makes.
  const validateForm = useCallback(
    (candidate: unknown): readonly FormProblem[] => {
      // As the QA check validates: with contract and fragment references resolved (a reference's siblings patch what it names).
      const resolved = (value: unknown) => resolveRefs(value, ctx.refSources).value;
      if (isBase) return ctx.meta.screen(resolved(candidate)).errors;
      return publishedBase === undefined ? [] : ctx.meta.screen(mergePatch(resolved(publishedBase), resolved(candidate))).errors;
    },
    [ctx, isBase, publishedBase],
  );

  // The problem list follows the text as the editor's marks do, a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setChecked(draftDiagnostics(text, input, ctx)), 600);
    return () => clearTimeout(timer);
  }, [text, input, ctx]);

  const stale: StaleGroup[] = isBase
    ? Object.entries(overlays).map(([oem, overlay]) => ({ oem, keys: overlay === undefined ? [] : staleOverlayKeys(overlay, draft, publishedBase) }))
    : [{ oem: open.layer, keys: draft === undefined ? [] : staleOverlayKeys(draft, publishedBase) }];

  async function act(work: () => Promise<Notice>) {
    setBusy(true);
    setNotice(undefined);
    try {
      setNotice(await work());
    } catch (error) {
      setNotice(await failure(error));
    } finally {
      setBusy(false);
    }
  }

  async function failure(error: unknown): Promise<Notice> {
    if (isCallError(error) && error.status === 409) {
      const latest = await calls.config(open.screenId, open.layer).catch(() => undefined);
      return { severity: 'error', text: t('STUDIO_CONFLICT', { version: latest?.version ?? '?' }) };
    }
    if (isCallError(error) && error.status === 400) {
      const refusal = error.body as { problems?: { oem: string; pointer: string; message: string }[] } | undefined;
      if (refusal?.problems?.length) return { severity: 'error', text: t('STUDIO_PUBLISH_REFUSED'), problems: refusal.problems.map((p) => `${p.oem}: ${p.pointer || '/'}: ${p.message}`) };
      if (error.fieldErrors.length) return { severity: 'error', text: t('STUDIO_CALL_FAILED', { message: '' }), problems: error.fieldErrors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)) };
    }
    return { severity: 'error', text: t('STUDIO_CALL_FAILED', { message: error instanceof Error ? error.message : String(error) }) };
  }

  /** Saves the text when it differs from the latest saved version; resolves with the version that holds it. */
  async function saved(): Promise<number> {
    if (!config) throw new Error('no configuration');
    if (text === config.source && config.version > 0) return config.version;
    return calls.save(open.screenId, open.layer, { basedOn: config.version, source: text, comment });
  }

  const save = () =>
    act(async () => {
      const version = await saved();
      await reload();
      return { severity: 'success', text: t('STUDIO_SAVED', { version }) };
    });
  const publish = () =>
    act(async () => {
      const version = await saved();
      try {
        await calls.publish(open.screenId, open.layer, { version, comment });
      } finally {
        await reload();
      }
      return { severity: 'success', text: t('STUDIO_PUBLISHED', { version }) };
    });
  const rollback = (version: number) =>
    act(async () => {
      await calls.rollback(open.screenId, open.layer, { version, comment });
      await reload();
      return { severity: 'success', text: t('STUDIO_ROLLED_BACK', { what: version === 0 ? t('STUDIO_BUILT_IN_FILE') : t('STUDIO_VERSION_N', { version }) }) };
    });
  const openVersion = (version: number) =>
    act(async () => {
      const source = await calls.versionSource(open.screenId, open.layer, version);
      editor.current?.replace(source);
      setTab('diff');
      return { severity: 'success', text: t('STUDIO_HISTORY_VERSION', { version }) };
    });

  if (!config) return null;
  const problems = checked.length;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {open.screenId} · {isBase ? t('STUDIO_LAYER_BASE') : open.layer}
        </Typography>
        <Chip size="small" label={config.servedVersion ? t('STUDIO_SERVED_VERSION', { version: config.servedVersion }) : t('STUDIO_SERVED_BUILT_IN')} />
        <Chip size="small" variant="outlined" label={t('STUDIO_DRAFT_OF', { version: config.version })} />
      </Stack>
      {!config.exists && <Alert severity="info">{t('STUDIO_NO_OVERLAY')}</Alert>}
      {!canPublish && <Alert severity="info">{t('STUDIO_READ_ONLY')}</Alert>}
      {notice && (
        <Alert severity={notice.severity} role="alert" data-testid="studio-notice" onClose={() => setNotice(undefined)}>
          {notice.text}
          {notice.problems && (
            <List dense>
              {notice.problems.map((problem) => (
                <ListItem key={problem} sx={{ display: 'list-item' }}>{problem}</ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={!history.undo} onClick={() => editor.current?.undo()}>{t('STUDIO_UNDO')}</Button>
        <Button size="small" variant="outlined" disabled={!history.redo} onClick={() => editor.current?.redo()}>{t('STUDIO_REDO')}</Button>
        <TextField size="small" label={t('STUDIO_COMMENT')} value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ flex: 1, minWidth: 200 }} />
        <Button variant="outlined" disabled={!canPublish || busy} onClick={() => void save()}>{t('STUDIO_SAVE_DRAFT')}</Button>
        <Button variant="contained" disabled={!canPublish || busy} onClick={() => void publish()}>{t('STUDIO_PUBLISH')}</Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, gap: 2 }}>
        <Stack spacing={1}>
          <Box sx={{ height: '62vh' }}>
            <JsonEditor
              ref={editor}
              value={text}
              label={t('STUDIO_EDITOR_LABEL')}
              onChange={setText}
              diagnose={diagnose}
              onHistory={setHistory}
              onCursorPath={(path) => setBlockId(path[0] === 'blocks' && typeof path[1] === 'string' ? path[1] : undefined)}
            />
          </Box>
          <Alert severity={problems ? 'error' : 'success'} data-testid="studio-check">
            {problems ? t('STUDIO_CHECK_PROBLEMS', { count: problems }) : t('STUDIO_CHECK_OK')}
            {problems > 0 && (
              <List dense>
                {checked.map((d) => (
                  <ListItem key={`${d.from}${d.message}`} sx={{ display: 'list-item' }} data-testid="studio-problem">
                    {t('STUDIO_LINE', { line: d.line })}: {d.message}
                  </ListItem>
                ))}
              </List>
            )}
          </Alert>
        </Stack>
        <Box>
          <Tabs value={tab} onChange={(_, value: string) => setTab(value)} variant="scrollable">
            <Tab value="preview" label={t('STUDIO_TAB_PREVIEW')} />
            <Tab value="diff" label={t('STUDIO_TAB_DIFF')} />
            <Tab value="merged" label={t('STUDIO_TAB_MERGED')} />
            <Tab value="form" label={t('STUDIO_TAB_FORM')} />
            <Tab value="history" label={t('STUDIO_TAB_HISTORY')} />
          </Tabs>
          <Box sx={{ pt: 1.5 }}>
            {tab === 'preview' && <PreviewPanel ctx={ctx} base={base} overlays={overlays} oems={oems} initialOem={isBase ? (oems.find((o) => o === 'honda') ?? oems[0]!) : open.layer} />}
            {tab === 'diff' && <DiffView published={config.publishedSource} draft={text} />}
            {tab === 'merged' && <MergedView base={publishedBase} overlay={isBase ? undefined : draft} stale={stale} />}
            {tab === 'form' && <DefinitionForm draft={draft} blockId={blockId} validate={validateForm} onChange={(next) => editor.current?.replace(`${JSON.stringify(next, null, 2)}\n`)} />}
            {tab === 'history' && <HistoryList history={config.history} servedVersion={config.servedVersion} canPublish={canPublish} onOpen={(v) => void openVersion(v)} onRollback={(v) => void rollback(v)} />}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
