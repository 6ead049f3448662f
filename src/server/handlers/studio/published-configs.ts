/**
 * The published definitions and overlays as the portal uses them: parsed, and with their
 * contract and fragment references resolved by the engine's resolver, as the build resolves the
 * built-in files (a publish has checked that they resolve).
 */
import type { Kysely } from 'kysely';
import { resolveRefs, type RefSources } from '../../../engine/tooling.ts';
import type { Database } from '../../db/schema/database.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { servedLayers } from './served-layers.ts';

export interface PublishedConfig {
  screenId: string;
  layer: ScreenConfigLayer;
  version: number;
  definition: Record<string, unknown>;
}

export async function publishedConfigs(db: Kysely<Database>, sources: RefSources): Promise<PublishedConfig[]> {
  const served = [...(await servedLayers(db)).values()].sort((a, b) => a.screenId.localeCompare(b.screenId) || a.layer.localeCompare(b.layer));
  return served.map((layer) => ({
    screenId: layer.screenId,
    layer: layer.layer,
    version: layer.version,
    definition: resolveRefs<Record<string, unknown>>(JSON.parse(layer.source), sources).value,
  }));
}
