import type { ComponentType } from 'react';
import type { Action, Block, OptionsSource } from '../definition/generated.ts';
import type { SchemaNode } from '../definition/check/contract-shape.ts';
import type { ScreenScan, SourceSchema } from '../definition/check/screen-scan.ts';
import type { ShownFields } from '../definition/check/screen-facts.ts';
import type { BlockRendererProps } from '../registry.ts';

/**
 * What a block kind declares beside its renderer, for the QA check (src/engine/definition/check)
 * and the screen walk: the QA check asks these descriptors and never names a kind. A kind's
 * descriptor lives in `blocks/<kind>/kind.ts`, apart from its React renderer, so the check (a
 * Node script) loads no React; the renderer is named only as a lazy import.
 */

/** One form a block draws: its schema, uiSchema and options, under `pointer` (`${pointer}/schema` …). */
export interface FormPart {
  readonly pointer: string;
  readonly schema: SchemaNode;
  readonly uiSchema: unknown;
  readonly options: Readonly<Record<string, OptionsSource>> | undefined;
  /** The wizard step these fields belong to, when the user may skip it (its fields may be absent). */
  readonly skippableStep?: string;
}

/** The QA check's passes a kind may add its own checks to. */
export type KindCheckPass = 'structure' | 'data' | 'enumLabels' | 'layout' | 'progress';

export type KindCheckFn<B extends Block> = (scan: ScreenScan, block: B, pointer: string) => void;

export interface BlockKind<B extends Block = Block> {
  /** The block's renderer, its own chunk. */
  readonly renderer: () => Promise<{ default: ComponentType<BlockRendererProps<B>> }>;
  /**
   * The call whose answer `$data.<id>` holds (with the name messages use for it, when not "the
   * response of <operationId>"); null when the block has no data of its own.
   */
  data?(block: B): { operationId: string; label?: string } | null;
  /** Operations the engine calls for this kind without a call in the definition (content: the CMS pages). */
  readonly implicitCalls?: readonly string[];
  /** The forms the block draws (a form or filters block one, a wizard one per step). */
  forms?(block: B, pointer: string): FormPart[];
  /** How its fields are read elsewhere: `$form` (form, wizard) or `$filters`. */
  readonly produces?: 'form' | 'filters';
  /** Fields it never submits. */
  transient?(block: B): readonly string[];
  /** Never sends an empty text or an empty list (filters, applied-filters.ts). */
  readonly dropsEmpty?: boolean;
  /** The blocks it holds (a modal), each with an id screen-wide. */
  children?(block: B): Readonly<Record<string, Block>> | undefined;
  /** Rows the block lists, which `$row`/`$selection` read in its columns and row actions. */
  rows?(scan: ScreenScan, block: B, pointer: string): SourceSchema | undefined;
  /** Its row actions (a modal one opens reads `$row`). */
  rowActions?(block: B): Readonly<Record<string, Action>> | undefined;
  /** Keys of the block whose value is a single action (a table's `export`). */
  readonly actionKeys?: readonly string[];
  /**
   * Its data call is paged by the server: the engine adds `page`, `size`, `sort` to it, and
   * `$data.<id>.content` is the page shown.
   */
  serverPaged?(block: B): boolean;
  /** The fields its answer offers and the fields it shows (config coverage). */
  shownFields?(scan: ScreenScan, block: B, pointer: string): ShownFields | undefined;
  /** Its own checks, by pass. */
  readonly checks?: Partial<Record<KindCheckPass, KindCheckFn<B>>>;
}

/** A descriptor typed for its kind, stored in the registry as one for any block. */
export function blockKind<K extends Block['kind']>(descriptor: BlockKind<Extract<Block, { kind: K }>>): BlockKind {
  return descriptor as unknown as BlockKind;
}
