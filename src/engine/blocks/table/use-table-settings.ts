import { useCallback, useMemo, useState } from 'react';
import { useScreen } from '../../renderer/screen-context.tsx';
import { readTableSettings, tableSettingsKey, writeTableSettings, type TableSettings } from './table-settings.ts';

/** A table's settings for the signed-in user, read once on mount and written on every change. */
export function useTableSettings(tableId: string, columnIds: readonly string[]): [TableSettings, (next: TableSettings) => void] {
  const screen = useScreen();
  const key = tableSettingsKey(screen.screenId, screen.user);
  const ids = useMemo(() => new Set(columnIds), [columnIds]);
  const [settings, setSettings] = useState(() => readTableSettings(screen.filterStorage, key, tableId, ids));
  const update = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      writeTableSettings(screen.filterStorage, key, tableId, next);
    },
    [screen.filterStorage, key, tableId],
  );
  return [settings, update];
}
