import type { DataProvider } from '../../engine/index.ts';
import type { PortalComponents } from '../../api/index.ts';
import type { LayerConfig, ScreenSummary, StudioCalls } from './studio-model.ts';

type Schemas = PortalComponents['schemas'];
type Layer = Schemas['StudioLayer'];

const author = (by: Schemas['StudioAuthor']) => (by.impersonatorLogin ? `${by.userName} (${by.impersonatorLogin})` : by.userName);

/**
 * The studio's calls (openapi/paths/studio.yaml) through the engine's contract data provider over
 * the shell's typed client, so the token, the loading bar and the error events apply as on every
 * screen; answers are turned into what the page shows.
 */
export function studioCalls(data: DataProvider): StudioCalls {
  const at = (screenId: string, layer: string) => ({ screenId, layer: layer as Layer });
  return {
    async listScreens() {
      const screens = await data.call<Schemas['StudioScreen'][]>('listStudioScreens');
      return screens.map(
        (screen): ScreenSummary => ({
          screenId: screen.screenId,
          area: screen.area,
          route: screen.route,
          layers: screen.layers.map((layer) => ({
            layer: layer.layer,
            exists: layer.layer === 'base' || layer.builtIn || layer.latestVersion > 0,
            servedVersion: layer.publishedVersion,
            latestVersion: layer.latestVersion,
            qaErrors: screen.qa.filter((qa) => layer.layer === 'base' || qa.oem === layer.layer).reduce((sum, qa) => sum + qa.errors, 0),
          })),
        }),
      );
    },
    async config(screenId, layer) {
      const config = await data.call<Schemas['StudioConfig']>('getStudioConfig', { path: at(screenId, layer) });
      const published = config.publishedSource ?? config.builtInSource ?? '{}\n';
      // The editor opens the latest saved text: an unpublished draft when there is one.
      const source =
        config.latestVersion > config.publishedVersion
          ? (await data.call<Schemas['StudioVersion']>('getStudioVersion', { path: { ...at(screenId, layer), version: config.latestVersion } })).source
          : published;
      return {
        screenId,
        layer,
        exists: config.builtInSource !== null || config.latestVersion > 0,
        source,
        version: config.latestVersion,
        publishedSource: published,
        servedVersion: config.publishedVersion,
        history: config.versions.map((v) => ({ version: v.version, basedOn: v.basedOn, comment: v.comment, author: author(v.savedBy), savedAt: v.savedAt })),
      } satisfies LayerConfig;
    },
    async versionSource(screenId, layer, version) {
      return (await data.call<Schemas['StudioVersion']>('getStudioVersion', { path: { ...at(screenId, layer), version } })).source;
    },
    async save(screenId, layer, draft) {
      return (await data.call<Schemas['StudioVersion']>('saveStudioDraft', { path: at(screenId, layer), body: draft })).version;
    },
    async publish(screenId, layer, request) {
      await data.call('publishStudioVersion', { path: at(screenId, layer), body: request });
    },
    async rollback(screenId, layer, request) {
      await data.call('rollbackStudioConfig', { path: at(screenId, layer), body: request });
    },
  };
}
