import { CHUNK_LOAD_TIMEOUT_MS } from '../../constants.ts';

/**
 * A lazily loaded script chunk that failed or took longer than CHUNK_LOAD_TIMEOUT_MS
 * (portal-shell §8 "Script chunk load"). Named like webpack's error of the same meaning, so
 * error pages and logs recognise it whatever bundler built the app.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? `Loading a part of the page took longer than ${CHUNK_LOAD_TIMEOUT_MS} ms.` : 'Loading a part of the page failed.', options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * Runs a dynamic import with the chunk timeout. Any rejection (network error, a chunk removed by
 * a new deploy) or no answer within the limit becomes a ChunkLoadError, so the page shows a clear
 * message and a reload button instead of staying white.
 */
export function loadChunk<Module>(importer: () => Promise<Module>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(cause) ? cause : new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
