import type { Messages } from '../definition/index.ts';
import { isCallError } from '../data/call-error.ts';

/** The general failure text (business-areas §8 "Generic: An Error Has Occurred."). */
export const GENERAL_ERROR_KEY = 'AN_ERROR_HAS_OCCURRED';

type T = (key: string) => string;

/** The success text: the definition's key, else the server's own message (SuccessMessage), else none. */
export function successText(messages: Messages | undefined, response: unknown, t: T): string | undefined {
  if (messages?.success) return t(messages.success);
  if (response !== null && typeof response === 'object') {
    const { message } = response as Record<string, unknown>;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * The failure text for anything but field errors shown on their fields: the definition's key,
 * followed, where it asks for the server's reason, by the reason of a refusal of the business
 * rules (a 409's message, e.g. which transition a subscription status does not allow).
 */
export function failureText(messages: Messages | undefined, t: T, error?: unknown): string {
  const text = t(messages?.error ?? GENERAL_ERROR_KEY);
  const reason = messages?.serverReason ? refusalReason(error) : undefined;
  return reason ? `${text} ${reason}` : text;
}

function refusalReason(error: unknown): string | undefined {
  if (!isCallError(error) || error.status !== 409) return undefined;
  const { message } = (error.body ?? {}) as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}
