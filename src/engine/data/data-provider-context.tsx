import { createContext, useContext, type ReactNode } from 'react';
import type { DataProvider } from './data-provider.ts';

const DataProviderContext = createContext<DataProvider | null>(null);

export function DataProviderScope({ provider, children }: { provider: DataProvider; children: ReactNode }) {
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}

/** The provider of the screen being rendered; a block outside a ScreenRenderer is a programming error. */
export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('useDataProvider: no DataProviderScope above this block.');
  return provider;
}
