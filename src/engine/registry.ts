import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Block } from './definition/index.ts';

export type BlockKind = Block['kind'];

/** What every block renderer receives: its id (screen-wide, `$data.<id>`) and its definition. */
export interface BlockRendererProps<B extends Block = Block> {
  readonly id: string;
  readonly block: B;
}

type RendererModule<K extends BlockKind> = { default: ComponentType<BlockRendererProps<Extract<Block, { kind: K }>>> };

/**
 * The one registry: block kind → renderer module. Each renderer is its own chunk, so a route
 * pulls in only the renderers its screen uses. Adding a kind is one file under blocks/ and one
 * line here (and its definition in schemas/meta/screen.schema.json).
 */
const RENDERER_MODULES: { readonly [K in BlockKind]: () => Promise<RendererModule<K>> } = {
  form: () => import('./blocks/form/FormBlock.tsx'),
  table: () => import('./blocks/table/TableBlock.tsx'),
  filters: () => import('./blocks/filters/FiltersBlock.tsx'),
  wizard: () => import('./blocks/wizard/WizardBlock.tsx'),
  modal: () => import('./blocks/modal/ModalBlock.tsx'),
  content: () => import('./blocks/content/ContentBlock.tsx'),
  chart: () => import('./blocks/chart/ChartBlock.tsx'),
  actions: () => import('./blocks/actions/ActionsBlock.tsx'),
  detail: () => import('./blocks/detail/DetailBlock.tsx'),
  xml: () => import('./blocks/xml/XmlBlock.tsx'),
  map: () => import('./blocks/map/MapBlock.tsx'),
  video: () => import('./blocks/video/VideoBlock.tsx'),
};

type LazyRenderer = LazyExoticComponent<ComponentType<BlockRendererProps>>;

const renderers = new Map<string, LazyRenderer>(
  Object.entries(RENDERER_MODULES).map(([kind, load]) => [kind, lazy(load as () => Promise<{ default: ComponentType<BlockRendererProps> }>)]),
);

/** The renderer of a kind; undefined for a kind this build does not know (the screen shows an error block). */
export function rendererFor(kind: unknown): ComponentType<BlockRendererProps> | undefined {
  return typeof kind === 'string' ? renderers.get(kind) : undefined;
}

export const BLOCK_KINDS = Object.keys(RENDERER_MODULES) as BlockKind[];

/** Loads the renderers of these kinds ahead of need (e.g. while the user hovers a menu entry for the screen). */
export function preloadBlockRenderers(kinds: readonly string[] = BLOCK_KINDS): Promise<unknown> {
  return Promise.all(kinds.filter((kind): kind is BlockKind => Object.hasOwn(RENDERER_MODULES, kind)).map((kind) => RENDERER_MODULES[kind]()));
}
