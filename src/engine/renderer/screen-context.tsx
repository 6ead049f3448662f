import { createContext, useContext } from 'react';
import type { Download } from '../../api/index.ts';
import type { ScreenStore } from './screen-store.ts';
import type { FilterStorage } from './filter-settings.ts';
import type { RoutePath } from './route-path.ts';

/** What every block of one rendered screen shares. */
export interface ScreenEnvironment {
  readonly screenId: string;
  /** Path parameters of the route (`$route`). */
  readonly route: Readonly<Record<string, string>>;
  /** Query string of the address (`$query`). */
  readonly query: Readonly<Record<string, string | readonly string[]>>;
  /** The signed-in user's details (`$user`). */
  readonly user: unknown;
  readonly store: ScreenStore;
  /** Goes to an address of the portal (built from the route table); a notice is shown where the user lands. */
  readonly navigate: (to: string, notice?: string) => void;
  /** The address of a named route (the host's route table). */
  readonly routePath: RoutePath;
  /** Hands a downloaded file to the user. */
  readonly saveFile: (download: Download) => void;
  /** Where the screen's filter settings persist (FILTER_SETTINGS_<screen id>). */
  readonly filterStorage: FilterStorage | undefined;
}

export const ScreenContext = createContext<ScreenEnvironment | null>(null);

export function useScreen(): ScreenEnvironment {
  const screen = useContext(ScreenContext);
  if (!screen) throw new Error('useScreen: a block rendered outside a ScreenRenderer.');
  return screen;
}
