import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { mergedValues, type StaleOverlayKey } from './provenance.ts';

export interface StaleGroup {
  readonly oem: string;
  readonly keys: readonly StaleOverlayKey[];
}

/** The merged screen, each value marked base or overlay, with the overlay members whose base changed or vanished flagged first. */
export function MergedView({ base, overlay, stale }: { base: unknown; overlay: unknown; stale: readonly StaleGroup[] }) {
  const { t } = useTranslation();
  const values = overlay === undefined ? [] : mergedValues(base, overlay);
  return (
    <Stack spacing={1}>
      {stale.flatMap((group) =>
        group.keys.map((key) => (
          <Alert key={`${group.oem}${key.pointer}`} severity="warning" data-testid="stale-overlay-key">
            {t('STUDIO_STALE_OF', { oem: group.oem })}: {t(key.reason === 'vanished' ? 'STUDIO_STALE_VANISHED' : 'STUDIO_STALE_CHANGED', { pointer: key.pointer })}
          </Alert>
        )),
      )}
      {values.length > 0 && (
        <Table size="small" aria-label={t('STUDIO_TAB_MERGED')}>
          <TableBody>
            {values.map((entry) => (
              <TableRow key={entry.pointer} selected={entry.origin === 'overlay'}>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{entry.pointer}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{JSON.stringify(entry.value)}</TableCell>
                <TableCell>
                  <Chip size="small" color={entry.origin === 'overlay' ? 'primary' : 'default'} label={t(entry.origin === 'overlay' ? 'STUDIO_FROM_OVERLAY' : 'STUDIO_FROM_BASE')} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
