import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createContractDataProvider } from '../engine/index.ts';
import { useDocumentTitle } from '../shell/app/document-title.ts';
import { useShellServices } from '../shell/app/shell-services-context.ts';
import { useSession } from '../shell/session/use-session.ts';
import { skinNames } from '../shell/skins/skin-catalogue.ts';
import { addStudioTexts } from './i18n/studio-texts.ts';
import { LayerWorkspace } from './page/LayerWorkspace.tsx';
import { ScreenList, type OpenLayer } from './page/ScreenList.tsx';
import { studioCalls } from './page/studio-calls.ts';
import type { LayerConfig, ScreenSummary } from './page/studio-model.ts';

// The OEM skins a screen can be overlaid for (oem-skins/*/skin.json), without the default look and the products folder.
const OEMS = skinNames().filter((name) => name !== 'default');

/**
 * `/studio` (issue #18): product staff edit screen definitions and OEM overlays, preview them per
 * OEM, language and role, and publish them with versions; QA reads and checks them. The route's
 * own chunk: CodeMirror, the contract's shape and the QA check load only here.
 */
export default function StudioPage() {
  const { t, i18n } = useTranslation();
  useState(() => addStudioTexts(i18n));
  useDocumentTitle(t('STUDIO_TITLE'));
  const { client, cms } = useShellServices();
  const { user } = useSession();
  const calls = useMemo(() => studioCalls(createContractDataProvider({ portal: client, cms })), [client, cms]);
  const canPublish = user?.role === 'Product Staff';
  const [screens, setScreens] = useState<ScreenSummary[] | undefined>(undefined);
  const [open, setOpen] = useState<OpenLayer | undefined>(undefined);
  const [configs, setConfigs] = useState<ReadonlyMap<string, LayerConfig> | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const loadScreens = useCallback(() => calls.listScreens().then(setScreens, (error: Error) => setFailure(error.message)), [calls]);
  useEffect(() => void loadScreens(), [loadScreens]);

  const loadLayers = useCallback(
    async (target: OpenLayer) => {
      const summary = screens?.find((s) => s.screenId === target.screenId);
      const layers = [...new Set(['base', ...(summary?.layers.map((l) => l.layer) ?? []), target.layer])];
      const loaded = await Promise.all(layers.map((layer) => calls.config(target.screenId, layer)));
      setConfigs(new Map(loaded.map((config) => [config.layer, config])));
    },
    [calls, screens],
  );

  const openLayer = (target: OpenLayer) => {
    setOpen(target);
    setConfigs(undefined);
    loadLayers(target).catch((error: Error) => setFailure(error.message));
  };
  const reload = async () => {
    if (!open) return;
    await Promise.all([loadLayers(open), loadScreens()]);
  };

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{t('STUDIO_TITLE')}</Typography>
      {failure && <Alert severity="error">{t('STUDIO_CALL_FAILED', { message: failure })}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, gap: 2 }}>
        <ScreenList screens={screens ?? []} open={open} onOpen={openLayer} />
        <Box>
          {!open && <Typography>{t('STUDIO_PICK_SCREEN')}</Typography>}
          {open && configs && (
            <LayerWorkspace key={`${open.screenId}/${open.layer}`} open={open} configs={configs} oems={OEMS} calls={calls} canPublish={canPublish} reload={reload} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
