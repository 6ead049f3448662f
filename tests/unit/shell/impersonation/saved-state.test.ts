import { describe, expect, it } from 'vitest';
import { FILTER_SETTINGS_PREFIX } from '../../../../src/engine/definition/index.ts';
import { CONTACT_CONFIRMATION_CANCELLED_KEY } from '../../../../src/shell/contact-confirmation/cancelled-marker.ts';
import { HERO_VIDEO_CLOSED_KEY } from '../../../../src/shell/home/HeroVideo.tsx';
import { clearSavedState, isSavedState } from '../../../../src/shell/impersonation/saved-state.ts';
import { STORED_REQUEST_KEY } from '../../../../src/shell/routes/stored-request.ts';
import { SAVED_SKIN_NAME_KEY } from '../../../../src/shell/skins/skin-name.ts';
import { memoryStorage } from './memory-storage.ts';

describe('saved state (portal-shell §4.4 "locally saved state is cleared")', () => {
  it('is every key the portal stores for its user: filters, the contact marker, the hero video, the stored request', () => {
    for (const key of [`${FILTER_SETTINGS_PREFIX}manageEnrollments`, CONTACT_CONFIRMATION_CANCELLED_KEY, HERO_VIDEO_CLOSED_KEY, STORED_REQUEST_KEY, 'anyLaterKey']) {
      expect(isSavedState(key), key).toBe(true);
    }
  });

  it('leaves out the saved skin name, which Apply and Reset handle themselves', () => {
    expect(isSavedState(SAVED_SKIN_NAME_KEY)).toBe(false);
  });

  it('clears both storages, all of it but the skin name', () => {
    const local = memoryStorage({
      [`${FILTER_SETTINGS_PREFIX}viewLeads`]: '{"status":"NEW"}',
      [`${FILTER_SETTINGS_PREFIX}manageEnrollments`]: '{"program":3}',
      [CONTACT_CONFIRMATION_CANCELLED_KEY]: '2026-03-02T14:05:00Z',
      [SAVED_SKIN_NAME_KEY]: 'genesis',
    });
    const session = memoryStorage({ [HERO_VIDEO_CLOSED_KEY]: 'true', [STORED_REQUEST_KEY]: '/viewLeads' });

    const removed = clearSavedState([local, session]);

    expect(local.entries()).toEqual({ [SAVED_SKIN_NAME_KEY]: 'genesis' });
    expect(session.entries()).toEqual({});
    expect(removed.sort()).toEqual(
      [`${FILTER_SETTINGS_PREFIX}viewLeads`, `${FILTER_SETTINGS_PREFIX}manageEnrollments`, CONTACT_CONFIRMATION_CANCELLED_KEY, HERO_VIDEO_CLOSED_KEY, STORED_REQUEST_KEY].sort(),
    );
  });

  it('copes with a storage that is missing or refuses access', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      removeItem: () => {},
    };
    const local = memoryStorage({ a: '1' });
    expect(clearSavedState([undefined, refusing, local])).toEqual(['a']);
  });
});
