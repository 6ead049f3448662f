import { Suspense, useCallback, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { evaluateCondition } from '../bindings/index.ts';
import { orderedEntries, type Block } from '../definition/index.ts';
import { rendererFor } from '../registry.ts';
import { BlockError } from '../blocks/unknown/BlockError.tsx';
import { UnknownBlock } from '../blocks/unknown/UnknownBlock.tsx';
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx';
import { DisabledBlockNotice } from './DisabledBlockNotice.tsx';
import { firstCallHolds } from './first-call-holds.ts';
import { useScreen } from './screen-context.tsx';
import { useScreenSelector, type ScreenState } from './screen-store.ts';
import { useBindingScope } from './use-binding-scope.ts';

const NO_FILTERS: Readonly<Record<string, unknown>> = {};
const BLOCK_CELL = { '&:empty': { display: 'none' } } as const;
const MODAL_CELL = { '&:not(:has(.MuiAlert-root))': { display: 'none' } } as const;

/** Blocks by ascending `order` on a 12-column grid (each full width on small screens). */
export function BlockList({ blocks }: { blocks: Readonly<Record<string, Block>> }) {
  const entries = useMemo(() => orderedEntries(blocks as Record<string, Block>), [blocks]);
  return (
    <Grid container spacing={2}>
      {entries.map(([id, block]) => (
        // A hidden block renders nothing: its cell goes too (:empty), so it leaves no gap in the page.
        // A modal without a trigger shows nothing in the page but the message a call that closed
        // it leaves behind, so its cell shows only while it holds one.
        <Grid key={id} size={{ xs: 12, md: block.span ?? 12 }} sx={block.kind === 'modal' && !block.trigger ? MODAL_CELL : BLOCK_CELL}>
          <BlockFrame id={id} block={block} />
        </Grid>
      ))}
    </Grid>
  );
}

/** One block: its visibility condition, its heading, and its renderer loaded on demand. */
export function BlockFrame({ id, block }: { id: string; block: Block }) {
  const { t } = useTranslation();
  const conditions = useMemo(() => ({ visible: block.visible, enabled: block.enabled }), [block.visible, block.enabled]);
  // A table's conditions (and those of any block a filters block also targets) read the filters
  // applied to it, as its call does (e.g. no search before a required filter is given:
  // `"enabled": {"when": {"$filters.documentId": {"empty": false}}}`).
  const screen = useScreen();
  const applied = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[id], [id]));
  const tableScope = useMemo(() => (block.kind === 'table' || applied ? { filters: applied ?? NO_FILTERS } : undefined), [block.kind, applied]);
  const scope = useBindingScope(conditions, tableScope);
  let visible = true;
  let enabled = true;
  let conditionError: string | undefined;
  try {
    if (block.visible) visible = evaluateCondition(block.visible, scope);
    if (visible && block.enabled) enabled = evaluateCondition(block.enabled, scope);
  } catch (error) {
    conditionError = error instanceof Error ? error.message : String(error);
  }
  const Renderer = rendererFor((block as { kind?: unknown }).kind);
  const shown = !conditionError && visible && enabled && Boolean(Renderer);
  const { store, screenId, filterStorage } = screen;
  // Held here, as the block is shown, not by its renderer: that is a lazy chunk which may come
  // after the held block's first call. A layout effect runs before any block's data call does.
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const held = firstCallHolds(id, block, { screenId, filterStorage });
    if (held.length === 0) return undefined;
    store.hold(id, held);
    return () => store.release(id);
  }, [shown, id, block, store, screenId, filterStorage]);
  // A holder that failed to render never starts: it must not keep the blocks it holds empty.
  const onFailure = useCallback(() => store.markStarted(id), [store, id]);

  if (conditionError) return <BlockError text={t('BLOCK_FAILED')} detail={conditionError} />;
  if (!visible) return null;
  // A block the user may not use says why in its place; it is not mounted, so it sends nothing.
  if (!enabled) return <DisabledBlockNotice id={id} hint={block.disabledHint} />;

  if (!Renderer) return <UnknownBlock id={id} kind={(block as { kind?: unknown }).kind} />;
  const heading = block.title && block.kind !== 'modal' ? (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {t(block.title)}
    </Typography>
  ) : null;
  return (
    <section aria-label={block.title && block.kind !== 'modal' ? t(block.title) : undefined} data-block-id={id}>
      {heading}
      <BlockErrorBoundary blockId={id} failureText={t('BLOCK_FAILED')} onFailure={onFailure}>
        {/* Busy while the renderer's code loads: its data calls start only once it has come. */}
        <Suspense fallback={<Skeleton variant="rectangular" height={48} role="progressbar" aria-busy="true" aria-label={t('LOADING')} />}>
          <Renderer id={id} block={block} />
        </Suspense>
      </BlockErrorBoundary>
    </section>
  );
}
