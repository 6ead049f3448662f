import { FORMAT_MESSAGE_PARAMS } from '../../rules/format-message-params.ts';
import type { MessageParams } from '../../rules/messages.ts';
import type { CallFieldError } from '../data/call-error.ts';

type Translate = (key: string, params?: MessageParams) => string;

/**
 * A server field error in the page's language: its key's translation, else the server's English
 * text. The 400 body carries no message parameters, so a translation left with a placeholder it
 * cannot fill ("at most {{limit}}") gives way to the server's text, which has the number in it.
 */
export function translateFieldError(error: CallFieldError, t: Translate): string {
  if (!error.messageKey) return error.message;
  const translated = t(error.messageKey, FORMAT_MESSAGE_PARAMS.get(error.messageKey));
  if (translated === error.messageKey || translated.includes('{{')) return error.message;
  return translated;
}
