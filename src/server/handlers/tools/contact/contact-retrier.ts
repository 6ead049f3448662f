import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import { forwardDueMessages } from './contact-delivery.ts';

/** How often each server process looks for Contact Us messages due for another try. */
export const CONTACT_RETRY_INTERVAL_MS = 60_000;

/**
 * Tries the failed forwards again in the background while the server runs (nothing to do without
 * a desk). Every process runs one; the claims (contact-delivery.ts) keep them from sending a
 * message twice. Answers the function that stops it.
 */
export function startContactRetrier({ db, clock, config, logger }: Pick<HandlerDeps, 'db' | 'clock' | 'config' | 'logger'>): () => void {
  const url = config.contactForwardUrl;
  if (!url) return () => undefined;
  const settings = { url, timeoutMs: config.contactForwardTimeoutMs };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    forwardDueMessages(db, clock, settings)
      .then((forwarded) => {
        if (forwarded > 0) logger.info({ forwarded }, 'Contact Us messages forwarded on retry');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'retrying Contact Us forwards failed'))
      .finally(() => {
        running = false;
      });
  }, CONTACT_RETRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
