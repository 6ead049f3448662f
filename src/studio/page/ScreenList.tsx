import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { routeByName } from '../../shell/routes/route-table.ts';
import type { ScreenSummary } from './studio-model.ts';

export interface OpenLayer {
  readonly screenId: string;
  readonly area: string;
  readonly layer: string;
}

/** Every screen definition by area, each with its layers (base and OEM overlays) and their QA status; a layer opens on a click. */
export function ScreenList({ screens, open, onOpen }: { screens: readonly ScreenSummary[]; open: OpenLayer | undefined; onOpen: (layer: OpenLayer) => void }) {
  const { t } = useTranslation();
  const areas = [...new Set(screens.map((s) => s.area))].sort();
  return (
    <List dense aria-label={t('STUDIO_SCREENS')} sx={{ maxHeight: '80vh', overflow: 'auto' }}>
      {areas.map((area) => (
        <li key={area}>
          <ul style={{ padding: 0 }}>
            <ListSubheader>{area}</ListSubheader>
            {screens
              .filter((s) => s.area === area)
              .map((screen) => (
                <ListItem key={screen.screenId} sx={{ display: 'block' }} data-testid={`studio-screen-${screen.screenId}`}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{screen.screenId}</Typography>
                  {screen.route && (
                    <Typography variant="caption" color="text.secondary" data-testid={`studio-route-${screen.screenId}`}>
                      {routeByName(screen.route)?.path ?? screen.route}
                    </Typography>
                  )}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {screen.layers.map((layer) => {
                      const selected = open?.screenId === screen.screenId && open.layer === layer.layer;
                      const status = layer.qaErrors ? t('STUDIO_QA_ERRORS', { count: layer.qaErrors }) : t('STUDIO_QA_OK');
                      return (
                        <Chip
                          key={layer.layer}
                          size="small"
                          clickable
                          variant={selected ? 'filled' : 'outlined'}
                          color={!layer.exists ? 'default' : layer.qaErrors ? 'error' : 'success'}
                          sx={layer.exists ? undefined : { borderStyle: 'dashed' }}
                          label={layer.layer === 'base' ? t('STUDIO_LAYER_BASE') : layer.layer}
                          title={`${status}; ${layer.servedVersion ? t('STUDIO_SERVED_VERSION', { version: layer.servedVersion }) : t('STUDIO_SERVED_BUILT_IN')}`}
                          aria-label={`${screen.screenId} ${layer.layer}: ${status}`}
                          onClick={() => onOpen({ screenId: screen.screenId, area: screen.area, layer: layer.layer })}
                        />
                      );
                    })}
                  </Stack>
                </ListItem>
              ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
