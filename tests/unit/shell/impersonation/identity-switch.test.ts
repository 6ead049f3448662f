import { describe, expect, it } from 'vitest';
import { IMPERSONATION_COOKIE_NAME } from '../../../../src/api/index.ts';
import { FILTER_SETTINGS_PREFIX } from '../../../../src/engine/definition/index.ts';
import { applyImpersonation, resetImpersonation, type IdentitySwitchEnvironment } from '../../../../src/shell/impersonation/identity-switch.ts';
import { ImpersonationCallError, type ImpersonationCalls } from '../../../../src/shell/impersonation/impersonation-calls.ts';
import { SAVED_SKIN_NAME_KEY } from '../../../../src/shell/skins/skin-name.ts';
import { memoryStorage } from './memory-storage.ts';

function fakeCalls(behaviour: { startFails?: number; stopFails?: boolean; oemName?: string } = {}) {
  const log: string[] = [];
  const calls: ImpersonationCalls = {
    listOems: async () => [],
    search: async () => [],
    start: async (loginName, oemName) => {
      log.push(`start ${loginName} ${oemName ?? '-'}`);
      if (behaviour.startFails) throw new ImpersonationCallError(behaviour.startFails);
      return { loginName: loginName.toLowerCase(), userName: 'Gina Genesis', oemName: behaviour.oemName ?? 'Genesis' };
    },
    stop: async () => {
      log.push('stop');
      if (behaviour.stopFails) throw new ImpersonationCallError(undefined);
    },
  };
  return { calls, log };
}

function environment(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const cookies = new Map<string, string>([[IMPERSONATION_COOKIE_NAME, 'stale']]);
  const events: string[] = [];
  const env: IdentitySwitchEnvironment = {
    localStorage: memoryStorage(local),
    sessionStorage: memoryStorage(session),
    cookies: {
      write: (name, value) => void cookies.set(name, value),
      remove: (name) => void cookies.delete(name),
    },
    reloadToRoot: () => void events.push('reload /'),
  };
  return { env, cookies, events, local: env.localStorage as ReturnType<typeof memoryStorage>, session: env.sessionStorage as ReturnType<typeof memoryStorage> };
}

const filters = `${FILTER_SETTINGS_PREFIX}viewLeads`;

describe('Apply (portal-shell §4.4)', () => {
  it('impersonates, clears the saved state, saves the OEM skin and reloads to /', async () => {
    const { calls, log } = fakeCalls();
    const world = environment({ [filters]: '{}' }, { sp_first_request: '/viewLeads' });
    await applyImpersonation(calls, world.env, 'Dealer.Genesis', 'Genesis');
    expect(log).toEqual(['start Dealer.Genesis Genesis']);
    expect(world.cookies.get(IMPERSONATION_COOKIE_NAME)).toBe('dealer.genesis');
    expect(world.local.entries()).toEqual({ [SAVED_SKIN_NAME_KEY]: 'genesis' });
    expect(world.session.entries()).toEqual({});
    expect(world.events).toEqual(['reload /']);
  });

  it('sends no OEM when none is chosen, and saves the skin of the user’s OEM', async () => {
    const { calls, log } = fakeCalls({ oemName: 'BMW CA' });
    const world = environment();
    await applyImpersonation(calls, world.env, 'dealer.bmwca', undefined);
    expect(log).toEqual(['start dealer.bmwca -']);
    expect(world.local.getItem(SAVED_SKIN_NAME_KEY)).toBe('bmwca');
  });

  it('removes a skin name an earlier impersonation left when the OEM has no look of its own', async () => {
    const { calls } = fakeCalls({ oemName: 'Mazda' });
    const world = environment({ [SAVED_SKIN_NAME_KEY]: 'genesis' });
    await applyImpersonation(calls, world.env, 'maz0001.manager', 'Mazda');
    expect(world.local.getItem(SAVED_SKIN_NAME_KEY)).toBeNull();
  });

  it('changes nothing locally and does not reload when the server refuses', async () => {
    const { calls } = fakeCalls({ startFails: 404 });
    const world = environment({ [filters]: '{}' });
    await expect(applyImpersonation(calls, world.env, 'gone', undefined)).rejects.toMatchObject({ status: 404 });
    expect(world.local.entries()).toEqual({ [filters]: '{}' });
    expect(world.cookies.get(IMPERSONATION_COOKIE_NAME)).toBe('stale');
    expect(world.events).toEqual([]);
  });
});

describe('Reset (portal-shell §4.4)', () => {
  it('ends the impersonation, removes the saved skin name, clears the saved state and reloads to /', async () => {
    const { calls, log } = fakeCalls();
    const world = environment({ [SAVED_SKIN_NAME_KEY]: 'genesis', [filters]: '{}' }, { sp_hero_video_closed: 'true' });
    await resetImpersonation(calls, world.env);
    expect(log).toEqual(['stop']);
    expect(world.cookies.has(IMPERSONATION_COOKIE_NAME)).toBe(false);
    expect(world.local.entries()).toEqual({});
    expect(world.session.entries()).toEqual({});
    expect(world.events).toEqual(['reload /']);
  });

  it('still ends it locally when the server call fails: the cookie is what impersonates', async () => {
    const { calls } = fakeCalls({ stopFails: true });
    const world = environment({ [SAVED_SKIN_NAME_KEY]: 'genesis' });
    await resetImpersonation(calls, world.env);
    expect(world.cookies.has(IMPERSONATION_COOKIE_NAME)).toBe(false);
    expect(world.local.getItem(SAVED_SKIN_NAME_KEY)).toBeNull();
    expect(world.events).toEqual(['reload /']);
  });
});
