import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Block } from './definition/index.ts';
import { BLOCK_KIND_MODULES } from './blocks/kinds.ts';

export type BlockKind = Block['kind'];

/** What every block renderer receives: its id (screen-wide, `$data.<id>`) and its definition. */
export interface BlockRendererProps<B extends Block = Block> {
  readonly id: string;
  readonly block: B;
}

type LazyRenderer = LazyExoticComponent<ComponentType<BlockRendererProps>>;

/**
 * Block kind → lazy renderer, from the kinds' modules (blocks/kinds.ts, the one registry). Each
 * renderer is its own chunk, so a route pulls in only the renderers its screen uses.
 */
const renderers = new Map<string, LazyRenderer>(Object.entries(BLOCK_KIND_MODULES).map(([kind, module]) => [kind, lazy(module.renderer)]));

/** The renderer of a kind; undefined for a kind this build does not know (the screen shows an error block). */
export function rendererFor(kind: unknown): ComponentType<BlockRendererProps> | undefined {
  return typeof kind === 'string' ? renderers.get(kind) : undefined;
}

export const BLOCK_KINDS = Object.keys(BLOCK_KIND_MODULES) as BlockKind[];

/** Loads the renderers of these kinds ahead of need (e.g. while the user hovers a menu entry for the screen). */
export function preloadBlockRenderers(kinds: readonly string[] = BLOCK_KINDS): Promise<unknown> {
  return Promise.all(kinds.filter((kind): kind is BlockKind => Object.hasOwn(BLOCK_KIND_MODULES, kind)).map((kind) => BLOCK_KIND_MODULES[kind].renderer()));
}
