// What a user reads when a call fails: the definition's key, and where the definition asks for
// it, the business rules' reason from a 409 (issue #13: a refused website action said only
// "The subscription could not be changed.", not why).
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../../src/engine/data/call-error.ts';
import { failureText } from '../../../../src/engine/renderer/call-messages.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';

const refused = new CallError(409, { code: 'invalid_transition', message: 'Website Package (12) cannot be changed: it is already cancelled. Nothing was changed.' });
const en = createI18n({ language: 'en' }).t;
const fr = createI18n({ language: 'fr' }).t;

describe('failureText', () => {
  it('follows the definition\'s text with a 409\'s reason when the definition asks for the server\'s reason', () => {
    expect(failureText({ error: 'PKG_SUBSCRIPTION_ACTION_FAILED', serverReason: true }, en, refused)).toBe(
      'The subscription could not be changed. Website Package (12) cannot be changed: it is already cancelled. Nothing was changed.',
    );
    expect(failureText({ error: 'PKG_SUBSCRIPTION_ACTION_FAILED', serverReason: true }, fr, refused)).toMatch(/^L’abonnement n’a pas pu être modifié\. Website Package \(12\)/);
  });

  it('keeps to the definition\'s text otherwise: no reason asked, another status, or a 409 without a message', () => {
    expect(failureText({ error: 'PKG_SUBSCRIPTION_ACTION_FAILED' }, en, refused)).toBe('The subscription could not be changed.');
    expect(failureText({ error: 'PKG_SUBSCRIPTION_ACTION_FAILED', serverReason: true }, en, new CallError(500, { code: 'internal_error', message: 'boom' }))).toBe('The subscription could not be changed.');
    expect(failureText({ error: 'PKG_SUBSCRIPTION_ACTION_FAILED', serverReason: true }, en, new CallError(409, {}))).toBe('The subscription could not be changed.');
    expect(failureText({ serverReason: true }, en, new Error('network down'))).toBe('An Error Has Occurred.');
  });
});
