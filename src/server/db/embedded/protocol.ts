/**
 * What the embedded database process and its parent say to each other over the IPC channel.
 * The parent passes the data folder as the only argument; the child answers once, with
 * `ready` (the loopback port it serves PostgreSQL on) or `failed`.
 */

/** File name of the child's script; also how a data-folder lock recognises its owner. */
export const EMBEDDED_PROCESS_SCRIPT = 'embedded-postgres-process.ts';

/** Sub-folder of the data folder that holds PGlite's cluster files. */
export const PGLITE_SUBDIR = 'pglite';

export type EmbeddedProcessMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; name: string; message: string };

export function isEmbeddedProcessMessage(value: unknown): value is EmbeddedProcessMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.type === 'ready' && typeof message.port === 'number') ||
    (message.type === 'failed' && typeof message.message === 'string' && typeof message.name === 'string')
  );
}
