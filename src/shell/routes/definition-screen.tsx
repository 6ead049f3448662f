import { useCallback, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/document-title.ts';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { ScreenRenderer, createContractDataProvider, isScreenHidden, type ScreenDefinition, type ScreenScopeInput } from '../../engine/index.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { useSession } from '../session/use-session.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { buildRoutePath } from './route-table.ts';
import { useCurrentRoute } from './current-route.ts';
import type { ScreenModule } from './route-screens.ts';
import type { ScreenArea } from './screen-area.ts';
import { DealerNeededPage } from './dealer-needed-page.tsx';
import { RefusedRedirect } from './refused-redirect.tsx';
import { ArrivalNotice, noticeState } from './arrival-notice.tsx';
import { screenRefusal } from './screen-access.ts';

/**
 * A route whose page is a screen definition: rendered by the engine with the route's path and
 * query parameters, the signed-in user (the impersonated one while an admin impersonates), the
 * contract data provider over the shell's typed clients (so token, impersonation, loading, 401
 * refresh and the error modals apply to every screen call) and the router's navigation. A screen
 * hidden for the user's OEM, or whose roles exclude the user, redirects to / like a disallowed
 * route (portal-shell §2.2), and the home page says why; a dealer's own page opened by someone
 * acting for no dealer says so in place (DealerNeededPage), since their menu offered it.
 */
export function DefinitionScreen({ definition }: { definition: ScreenDefinition }) {
  const { t } = useTranslation();
  const { route, params, query } = useCurrentRoute();
  const { user } = useSession();
  const { client, cms } = useShellServices();
  const routerNavigate = useNavigate();
  const dataProvider = useMemo(() => createContractDataProvider({ portal: client, cms }), [client, cms]);
  const scope = useMemo<ScreenScopeInput>(() => ({ route: params, query, user }), [params, query, user]);
  const navigate = useCallback((to: string, notice?: string) => void routerNavigate(to, notice ? { state: noticeState(notice) } : undefined), [routerNavigate]);
  useDocumentTitle(t(definition.title));

  // A route whose query names what the page shows (the reports' `q`) is a new page for each
  // value: a fresh engine, so nothing of the report before (its data calls, filters, paging)
  // carries over into the next. (The report calls the menu walk saw aborted as a report opened
  // were the walk's: it left while a block's code was still loading, and the block mounted in the
  // report being left; tests/e2e/support/screen-drawn.ts.)
  const pageKey = (route.query ?? []).map((name) => `${name}=${query[name] ?? ''}`).join('&');

  const refusal = isScreenHidden(definition) ? 'oem' : screenRefusal(definition, user);
  if (refusal === 'dealersOnly') return <DealerNeededPage route={route.name} title={definition.title} />;
  if (refusal) return <RefusedRedirect route={route.name} reason={refusal} />;
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1600, mx: 'auto' }}>
      <ArrivalNotice />
      <ScreenRenderer key={pageKey} definition={definition} scope={scope} dataProvider={dataProvider} navigate={navigate} routePath={buildRoutePath} />
    </Box>
  );
}

/** The page of one screen of an area: the screen under the user's skin (the OEM overlay applied). */
function definitionPage(area: ScreenArea, screenId: string): ComponentType {
  function DefinitionPage() {
    const skin = useSkin();
    const { publishedScreens } = useShellServices();
    const published = useSyncExternalStore(publishedScreens.subscribe, publishedScreens.getState);
    useEffect(() => publishedScreens.request(), [publishedScreens]);
    // What the studio published replaces the built-in files; the page waits for it so it never shows the old one first.
    if (published.status === 'idle' || published.status === 'loading') return null;
    const definition = area.screenOf(screenId, skin.name, published.value);
    return definition ? <DefinitionScreen definition={definition} /> : <NotFoundPage />;
  }
  DefinitionPage.displayName = `DefinitionPage(${screenId})`;
  return DefinitionPage;
}

/** What an area chunk exports for route-screens.ts: a screen's page module, once the area's overlays are in. */
export function areaPageLoader(area: ScreenArea): (screenId: string) => Promise<ScreenModule> {
  return async (screenId) => {
    await area.ready;
    if (!area.ids.includes(screenId)) throw new Error(`No screen definition "${screenId}" in this area.`);
    return { default: definitionPage(area, screenId) };
  };
}
