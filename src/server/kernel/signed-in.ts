import type { Caller } from '../auth/caller.ts';
import { unauthorized } from '../http/http-error.ts';

/**
 * The caller of an operation that requires a token. The route loader answers 401 before the
 * handler runs when there is none, so this only narrows the type, and fails closed if a
 * contract change ever made the operation public.
 */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}
