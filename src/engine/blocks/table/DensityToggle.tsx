import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import DensityMedium from '@mui/icons-material/DensityMedium';
import DensitySmall from '@mui/icons-material/DensitySmall';
import type { Density } from './table-settings.ts';

/** Compact or standard rows, as two toggle buttons in a group named "Density". */
export function DensityToggle({ value, onChange }: { value: Density; onChange: (density: Density) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} aria-label={t('TABLE_DENSITY')} onChange={(_, next: Density | null) => next && onChange(next)}>
      <Tooltip title={t('TABLE_DENSITY_COMPACT')}>
        <ToggleButton value="compact" aria-label={t('TABLE_DENSITY_COMPACT')} sx={{ py: 0.25 }}>
          <DensitySmall fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={t('TABLE_DENSITY_STANDARD')}>
        <ToggleButton value="standard" aria-label={t('TABLE_DENSITY_STANDARD')} sx={{ py: 0.25 }}>
          <DensityMedium fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
}
