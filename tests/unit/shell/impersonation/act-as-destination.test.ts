// @vitest-environment jsdom
// Where DWCP administration's act-as lands: the dealer's page the administrator asked a dealer
// for, else the dealer's enrollment; never an address the stored text could make up.
import { afterEach, describe, expect, it } from 'vitest';
import { actAsDestination, forgetActAsDestination, rememberActAsDestination } from '../../../../src/shell/impersonation/act-as-destination.ts';

afterEach(() => sessionStorage.clear());

describe('act-as destination', () => {
  it('is the dealer’s enrollment when no page asked for a dealer', () => {
    expect(actAsDestination()).toBe('enrolment');
  });

  it('is the page remembered, until forgotten', () => {
    rememberActAsDestination('managesubscription');
    expect(actAsDestination()).toBe('managesubscription');
    expect(actAsDestination()).toBe('managesubscription');
    forgetActAsDestination();
    expect(actAsDestination()).toBe('enrolment');
  });

  it('ignores a stored name that is no route, or a route that needs parameters', () => {
    rememberActAsDestination('https://elsewhere.example');
    expect(actAsDestination()).toBe('enrolment');
    rememberActAsDestination('managesubscriptionEdit');
    expect(actAsDestination()).toBe('enrolment');
  });
});
