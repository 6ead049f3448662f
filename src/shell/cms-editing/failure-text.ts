import type { TFunction } from 'i18next';
import type { CallFailure } from './cms-calls.ts';

/**
 * What a failed CMS call tells the editor: the server's message key translated when it needs
 * no values, else the server's own message (portal-shell §8: "server message or the response
 * is shown"), else a general text. No answer at all says so.
 *
 * The key is looked up in the texts the page has (not in the whole catalogue, which the home
 * page does not load): a key they lack gets the server's message, never the raw key.
 */
export function failureText(failure: CallFailure, t: TFunction): string {
  if (failure.status === 0) return t('CMS_EDIT_NO_ANSWER');
  const key = failure.messageKey;
  if (key) {
    const template = t(key, { skipInterpolation: true });
    if (template !== key && !template.includes('{{')) return t(key);
  }
  return failure.message ?? t('CMS_EDIT_FAILED');
}
