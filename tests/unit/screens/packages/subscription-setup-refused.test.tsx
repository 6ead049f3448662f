// business-areas §8: "400 with message on setup dealer enrollment: redirect to managePackages".
// The real Manage Subscription definitions, with the dealer's enrollment data refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { Refusal, renderScreen } from '../../engine/render-screen.tsx';

const root = path.resolve(import.meta.dirname, '../../../..');
const sources = await loadRefSources();
const screenOf = (id: string) => {
  const file = path.join(root, 'schemas/screens/packages', `${id}.json`);
  return resolvedDefinition(JSON.parse(readFileSync(file, 'utf8')), sources, file) as ScreenDefinition;
};

afterEach(cleanup);

const message = "Dealer HON0041's enrollment is cancelled; it cannot be set up for packages.";
const answers = (refusal: Refusal) => ({
  getSubscriptionOptions: { linkEULA: 'https://example.com/eula', showEULA: false },
  getDealerEnrollmentData: refusal,
  listChangeableSubscriptions: [],
});

describe('a refused enrollment set-up', () => {
  it.each([
    ['managesubscription', '/managepackages', {}],
    ['managesubscriptionEdit', '/managepackages', { dlCode: 'HON0041' }],
    ['managesubscriptionWebProgramEdit', '/websiteprogram', { dlCode: 'HON0041' }],
  ])('%s sends the user to %s with the server\'s message', async (id, address, route) => {
    const view = renderScreen(screenOf(id), { scope: { route, user: { dealerCodes: ['HON0041'], role: 'dealer' } }, answers: answers(new Refusal(400, { code: 'enrollment_setup', message })) });
    await waitFor(() => expect(view.navigate).toHaveBeenCalledWith(address, message));
  });

  it('stays on the screen for a refusal with field errors or of another status', async () => {
    const fields = renderScreen(screenOf('managesubscription'), {
      scope: { user: { dealerCodes: ['HON0041'], role: 'dealer' } },
      answers: answers(new Refusal(400, { errors: [{ field: 'query.dlCode', message: 'Unknown dealer.' }] })),
    });
    await waitFor(() => expect(fields.callsTo('getDealerEnrollmentData').length).toBeGreaterThan(0));
    cleanup();
    const conflict = renderScreen(screenOf('managesubscription'), {
      scope: { user: { dealerCodes: ['HON0041'], role: 'dealer' } },
      answers: answers(new Refusal(409, { code: 'conflict', message })),
    });
    await waitFor(() => expect(conflict.callsTo('getDealerEnrollmentData').length).toBeGreaterThan(0));
    expect(fields.navigate).not.toHaveBeenCalled();
    expect(conflict.navigate).not.toHaveBeenCalled();
  });
});
