import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunk-load.ts';

/**
 * React.lazy over `loadChunk`: the page's chunk loads with the 120 s limit, and a failure is
 * thrown as a ChunkLoadError to the nearest RouteErrorBoundary.
 */
export function lazyPage<Props extends object>(
  importer: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadChunk(importer));
}
