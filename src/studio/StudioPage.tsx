import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { createContractDataProvider } from '../engine/index.ts';
import { useDocumentTitle } from '../shell/app/document-title.ts';
import { useShellServices } from '../shell/app/shell-services-context.ts';
import { useSession } from '../shell/session/use-session.ts';
import { skinNames } from '../shell/skins/skin-catalogue.ts';
import { addStudioTexts } from './i18n/studio-texts.ts';
import { ScreensWorkspace } from './page/ScreensWorkspace.tsx';
import { StudioNav, type StudioView } from './page/StudioNav.tsx';
import { studioCalls } from './page/studio-calls.ts';
import { QaPage } from './qa/QaPage.tsx';
import { qaCalls } from './qa/qa-calls.ts';

// The OEM skins a screen can be overlaid for (oem-skins/*/skin.json), without the default look and the products folder.
const OEMS = skinNames().filter((name) => name !== 'default');

/**
 * `/studio` (issue #18): product staff edit screen definitions and OEM overlays, preview them per
 * OEM, language and role, and publish them with versions; QA reads and checks them.
 * `/studio/qa` (issue #19): the QA workbench, where the studio opens for QA staff. The route's
 * own chunk: CodeMirror, the contract's shape and the QA check load only here.
 */
export default function StudioPage() {
  const { t, i18n } = useTranslation();
  useState(() => addStudioTexts(i18n));
  const { pathname, state } = useLocation();
  const view: StudioView = /\/studio\/qa\/?$/.test(pathname) ? 'qa' : 'screens';
  useDocumentTitle(t(view === 'qa' ? 'QA_TITLE' : 'STUDIO_TITLE'));
  const { client, cms } = useShellServices();
  const { user } = useSession();
  const data = useMemo(() => createContractDataProvider({ portal: client, cms }), [client, cms]);
  const calls = useMemo(() => studioCalls(data), [data]);
  const qa = useMemo(() => qaCalls(data), [data]);
  const screensChosen = (state as { studioView?: unknown } | null)?.studioView === 'screens';

  // QA staff check rather than edit: the studio opens on their workbench unless they chose the screens.
  if (view === 'screens' && user?.role === 'QA' && !screensChosen) return <Navigate to="/studio/qa" replace />;

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      {view === 'screens' && (
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('STUDIO_TITLE')}
        </Typography>
      )}
      <StudioNav view={view} />
      {view === 'qa' ? <QaPage calls={qa} /> : <ScreensWorkspace calls={calls} oems={OEMS} canPublish={user?.role === 'Product Staff'} />}
    </Box>
  );
}
