import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AppliedFilter } from './applied-filters.ts';

/**
 * The applied filters as chips, in a list named "Applied filters". Each chip's delete button is
 * a button named "Remove filter Status: Active": Enter, Space, Backspace or Delete on the
 * focused chip, or a click, removes that filter and applies the rest.
 */
export function AppliedFilterChips({ chips, onRemove }: { chips: readonly AppliedFilter[]; onRemove: (field: string) => void }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('FILTERS_APPLIED')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, alignItems: 'center' }}>
      {chips.map((chip) => (
        <li key={chip.field}>
          <Chip
            size="small"
            label={`${chip.label}: ${chip.value}`}
            aria-label={t('FILTERS_REMOVE', { label: chip.label, value: chip.value })}
            onClick={() => onRemove(chip.field)}
            onDelete={() => onRemove(chip.field)}
          />
        </li>
      ))}
    </Box>
  );
}
