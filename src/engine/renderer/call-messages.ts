import type { Messages } from '../definition/index.ts';

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

/** The failure text for anything but field errors shown on their fields. */
export function failureText(messages: Messages | undefined, t: T): string {
  return t(messages?.error ?? GENERAL_ERROR_KEY);
}
