import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VersionEntry } from '../page/studio-model.ts';

export interface HistoryListProps {
  readonly history: readonly VersionEntry[];
  readonly servedVersion: number;
  readonly canPublish: boolean;
  readonly onOpen: (version: number) => void;
  readonly onRollback: (version: number) => void;
}

/** Every saved version, newest first, with who saved it, when and why; any may be opened or served again. */
export function HistoryList({ history, servedVersion, canPublish, onOpen, onRollback }: HistoryListProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack spacing={1}>
      {history.length === 0 && <Typography variant="body2">{t('STUDIO_HISTORY_EMPTY')}</Typography>}
      <Table size="small" aria-label={t('STUDIO_TAB_HISTORY')}>
        <TableBody>
          {[...history].sort((a, b) => b.version - a.version).map((entry) => (
            <TableRow key={entry.version} data-testid={`studio-version-${entry.version}`}>
              <TableCell>
                {t('STUDIO_HISTORY_VERSION', { version: entry.version })}
                {entry.version === servedVersion && <Chip size="small" color="success" sx={{ ml: 1 }} label={t('STUDIO_HISTORY_SERVED')} />}
              </TableCell>
              <TableCell>{t('STUDIO_HISTORY_BY', { user: entry.author, when: when(entry.savedAt) })}</TableCell>
              <TableCell>{entry.comment}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => onOpen(entry.version)}>{t('STUDIO_HISTORY_OPEN')}</Button>
                {canPublish && entry.version !== servedVersion && (
                  <Button size="small" onClick={() => onRollback(entry.version)}>{t('STUDIO_ROLLBACK')}</Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canPublish && servedVersion !== 0 && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => onRollback(0)}>{t('STUDIO_ROLLBACK_BUILT_IN')}</Button>
      )}
    </Stack>
  );
}
