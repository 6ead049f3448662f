/**
 * business-areas §6, §8: a dealer with an outstanding account has enrollment changes disabled,
 * with the spec's message to contact billing. The server refuses them too (409), whoever calls.
 */
import { conflict, type HttpError } from '../../http/http-error.ts';

/** The spec's text (business-areas §8 "Outstanding account"), word for word. */
export const OUTSTANDING_ACCOUNT_MESSAGE =
  'Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.';

export const outstandingAccount = (): HttpError => conflict(OUTSTANDING_ACCOUNT_MESSAGE, 'outstanding_account');
