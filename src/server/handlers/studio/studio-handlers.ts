/**
 * The studio (contract tag `studio`, issue #18): product staff edit screen definitions and OEM
 * overlays as numbered versions, publish them once the QA check passes and roll back; QA reads.
 * The contract's x-roles already refused everyone else. The portal reads what is published with
 * listPublishedScreenConfigs (any signed-in user).
 */
import { createCheckContext } from '../../../../scripts/screen-definitions/check-inputs.ts';
import type { CheckContext } from '../../../engine/tooling.ts';
import type { ScreenConfigLayer } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { saveDraft } from './draft-save.ts';
import { servedTexts } from './layer-qa.ts';
import { publicationsOf, versionsOf } from './layer-history.ts';
import { publish } from './publication.ts';
import { publishedConfigs } from './published-configs.ts';
import { servedRoute } from './route-owner.ts';
import { createQaWorkbench } from './qa-workbench.ts';
import { OEM_LAYERS, builtInSource, layerFile, screenFiles } from './screen-files.ts';
import { latestVersions, layerKey, publishedVersions, servedLayers } from './served-layers.ts';

const LAYERS = ['base', ...OEM_LAYERS] as const;

function screenOf(screenId: string) {
  const screen = screenFiles().find((s) => s.screenId === screenId);
  if (!screen) throw notFound(`No screen definition ${screenId}.`);
  return screen;
}

export function createStudioHandlers({ db, config, clock }: HandlerDeps): OperationHandlers {
  const { oemSkinsDir } = config;
  // Both contracts are bundled once per process, on the first call that checks (they change only with a restart).
  let checkContext: Promise<CheckContext> | undefined;
  const context = () => (checkContext ??= createCheckContext());
  const qa = createQaWorkbench({ db, clock, oemSkinsDir, context });

  async function layerAnswer(screenId: string, layer: ScreenConfigLayer) {
    const screen = screenOf(screenId);
    const publications = await publicationsOf(db, screenId, layer);
    const versions = await versionsOf(db, screenId, layer, publications);
    const publishedVersion = publications[0]?.version ?? 0;
    const builtIn = builtInSource(screen, layer, oemSkinsDir);
    return {
      screenId,
      layer,
      file: layerFile(screen, layer, oemSkinsDir),
      builtInSource: builtIn,
      publishedVersion,
      publishedSource: publishedVersion === 0 ? builtIn : (versions.find((v) => v.version === publishedVersion)?.source ?? null),
      latestVersion: versions[0]?.version ?? 0,
      versions: versions.map(({ source: _source, ...summary }) => summary),
      publications,
    };
  }

  async function versionAnswer(screenId: string, layer: ScreenConfigLayer, version: number) {
    screenOf(screenId);
    const publications = await publicationsOf(db, screenId, layer);
    const [found] = await versionsOf(db, screenId, layer, publications, version);
    if (!found) throw notFound(`Version ${version} of ${screenId} (${layer}) does not exist.`);
    return { screenId, layer, ...found };
  }

  async function recordPublication(callerOf: Parameters<typeof signedIn>[0], screenId: string, layer: ScreenConfigLayer, action: 'publish' | 'rollback', version: number, comment: string | undefined) {
    const caller = signedIn(callerOf);
    await publish(db, await context(), caller, screenOf(screenId), layer, { action, version, comment: comment ?? '' }, oemSkinsDir);
    qa.invalidate(screenId);
    const [latest] = await publicationsOf(db, screenId, layer);
    if (!latest) throw new Error(`the ${action} of ${screenId} (${layer}) was not recorded`);
    return latest;
  }

  return {
    listStudioScreens: async ({ caller }) => {
      signedIn(caller);
      const ctx = await context();
      const [served, published, latest] = await Promise.all([servedLayers(db), publishedVersions(db), latestVersions(db)]);
      return {
        body: screenFiles().map((screen) => {
          const texts = servedTexts(screen, served, oemSkinsDir);
          return {
            screenId: screen.screenId,
            route: servedRoute(screen, served),
            area: screen.area,
            file: screen.file,
            layers: LAYERS.map((layer) => ({
              layer,
              builtIn: builtInSource(screen, layer, oemSkinsDir) !== null,
              publishedVersion: published.get(layerKey(screen.screenId, layer)) ?? 0,
              latestVersion: latest.get(layerKey(screen.screenId, layer)) ?? 0,
            })),
            qa: qa.screenQa(ctx, screen, texts),
          };
        }),
      };
    },
    getStudioConfig: async ({ caller, params }) => {
      signedIn(caller);
      return { body: await layerAnswer(params.screenId, params.layer) };
    },
    getStudioVersion: async ({ caller, params }) => {
      signedIn(caller);
      return { body: await versionAnswer(params.screenId, params.layer, params.version) };
    },
    saveStudioDraft: async ({ caller, params, body }) => {
      screenOf(params.screenId);
      const version = await saveDraft(db, signedIn(caller), params.screenId, params.layer, body);
      return { status: 201, body: await versionAnswer(params.screenId, params.layer, version) };
    },
    publishStudioVersion: async ({ caller, params, body }) => ({
      body: await recordPublication(caller, params.screenId, params.layer, 'publish', body.version, body.comment),
    }),
    rollbackStudioConfig: async ({ caller, params, body }) => ({
      body: await recordPublication(caller, params.screenId, params.layer, 'rollback', body.version, body.comment),
    }),
    getQaReport: async ({ caller, query }) => {
      signedIn(caller);
      return { body: await qa.report(query.definitions ?? 'landed') };
    },
    runQaDrift: async ({ caller, body }) => {
      signedIn(caller);
      return { body: await qa.drift(body.file, body.definitions ?? 'landed') };
    },
    listPublishedScreenConfigs: async ({ caller }) => {
      signedIn(caller);
      return { body: await publishedConfigs(db, (await context()).refSources) };
    },
  };
}
