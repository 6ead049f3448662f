import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayerWorkspace } from './LayerWorkspace.tsx';
import { ScreenList, type OpenLayer } from './ScreenList.tsx';
import type { LayerConfig, ScreenSummary, StudioCalls } from './studio-model.ts';

/** The studio's screens: the list of definitions and the editor of the layer opened from it. */
export function ScreensWorkspace({ calls, oems, canPublish }: { calls: StudioCalls; oems: readonly string[]; canPublish: boolean }) {
  const { t } = useTranslation();
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
    <>
      {failure && <Alert severity="error">{t('STUDIO_CALL_FAILED', { message: failure })}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, gap: 2 }}>
        <ScreenList screens={screens ?? []} open={open} onOpen={openLayer} />
        <Box>
          {!open && <Typography>{t('STUDIO_PICK_SCREEN')}</Typography>}
          {open && configs && (
            <LayerWorkspace key={`${open.screenId}/${open.layer}`} open={open} configs={configs} oems={oems} calls={calls} canPublish={canPublish} reload={reload} />
          )}
        </Box>
      </Box>
    </>
  );
}
