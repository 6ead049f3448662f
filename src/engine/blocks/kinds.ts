import type { Block } from '../definition/generated.ts';
import { actionsKind } from './actions/kind.ts';
import type { BlockKind } from './block-kind.ts';
import { chartKind } from './chart/kind.ts';
import { contentKind } from './content/kind.ts';
import { detailKind } from './detail/kind.ts';
import { filtersKind } from './filters/kind.ts';
import { formKind } from './form/kind.ts';
import { mapKind } from './map/kind.ts';
import { modalKind } from './modal/kind.ts';
import { tableKind } from './table/kind.ts';
import { videoKind } from './video/kind.ts';
import { wizardKind } from './wizard/kind.ts';
import { xmlKind } from './xml/kind.ts';

/**
 * The one registry of block kinds: kind → its module's descriptor (renderer, data, fields,
 * checks). Adding a kind is a folder `blocks/<kind>/` with its `kind.ts`, one line here, and its
 * definition in schemas/meta/screen.schema.json.
 */
export const BLOCK_KIND_MODULES: { readonly [K in Block['kind']]: BlockKind } = {
  form: formKind,
  table: tableKind,
  filters: filtersKind,
  wizard: wizardKind,
  modal: modalKind,
  content: contentKind,
  chart: chartKind,
  actions: actionsKind,
  detail: detailKind,
  xml: xmlKind,
  map: mapKind,
  video: videoKind,
};

/** The descriptor of a block's kind; undefined for a kind this build does not know. */
export function kindOf(block: { kind?: unknown } | undefined): BlockKind | undefined {
  const kind = block?.kind;
  return typeof kind === 'string' && Object.hasOwn(BLOCK_KIND_MODULES, kind) ? BLOCK_KIND_MODULES[kind as Block['kind']] : undefined;
}
