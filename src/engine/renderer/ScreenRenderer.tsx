import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Download } from '../../api/index.ts';
import type { ScreenDefinition } from '../definition/index.ts';
import { DataProviderScope } from '../data/data-provider-context.tsx';
import type { DataProvider } from '../data/data-provider.ts';
import { BlockList } from './BlockList.tsx';
import { saveFileInBrowser } from './save-file.ts';
import { ScreenContext, type ScreenEnvironment } from './screen-context.tsx';
import { createScreenStore } from './screen-store.ts';
import type { RoutePath } from './route-path.ts';
import { browserFilterStorage, initialFilters, type FilterStorage } from './filter-settings.ts';

export interface ScreenScopeInput {
  /** Path parameters of the current route. */
  readonly route?: Readonly<Record<string, string>>;
  /** Query string of the address. */
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  /** The signed-in user's details. */
  readonly user?: unknown;
}

export interface ScreenRendererProps {
  /** The definition, OEM overlay already applied. */
  readonly definition: ScreenDefinition;
  readonly scope: ScreenScopeInput;
  readonly dataProvider: DataProvider;
  /** Goes to an address of the portal (the shell's router); a notice is shown where the user lands. */
  readonly navigate: (to: string, notice?: string) => void;
  /** Builds the address of a named route (the shell's route table), for route links and `navigate` outcomes. */
  readonly routePath: RoutePath;
  /** Hands a downloaded file to the user; the browser's save by default. */
  readonly saveFile?: (download: Download) => void;
  /** False leaves the page title to the shell. */
  readonly showTitle?: boolean;
  /** Where filter settings persist; the browser's localStorage by default. */
  readonly filterStorage?: FilterStorage;
}

const EMPTY: Readonly<Record<string, never>> = {};

/**
 * Renders a screen definition: the title and the blocks, each by its registered renderer, over
 * one store for `$data`, filters, reloads and modals. A new definition (another route) starts
 * from a fresh store.
 */
export function ScreenRenderer(props: ScreenRendererProps) {
  return <ScreenContent key={props.definition.id} {...props} />;
}

function ScreenContent({ definition, scope, dataProvider, navigate, routePath, saveFile, showTitle = true, filterStorage }: ScreenRendererProps) {
  const { t } = useTranslation();
  const storage = filterStorage ?? browserFilterStorage();
  const [store] = useState(() => createScreenStore({ filters: initialFilters(definition, storage) }));
  const environment = useMemo<ScreenEnvironment>(
    () => ({
      screenId: definition.id,
      route: scope.route ?? EMPTY,
      query: scope.query ?? EMPTY,
      user: scope.user ?? {},
      store,
      navigate,
      routePath,
      saveFile: saveFile ?? saveFileInBrowser,
      filterStorage: storage,
    }),
    [definition.id, scope.route, scope.query, scope.user, store, navigate, routePath, saveFile, storage],
  );
  if (definition.hidden) return null;
  return (
    <DataProviderScope provider={dataProvider}>
      <ScreenContext.Provider value={environment}>
        {/* The shell's frame already is the page's main landmark; a screen is its content. */}
        <Box data-screen-id={definition.id}>
          {showTitle ? (
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {t(definition.title)}
            </Typography>
          ) : null}
          <BlockList blocks={definition.blocks} />
        </Box>
      </ScreenContext.Provider>
    </DataProviderScope>
  );
}
