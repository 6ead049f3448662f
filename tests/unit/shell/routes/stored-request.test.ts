import { describe, expect, it } from 'vitest';
import { createStoredRequest, isSameSitePath, STORED_REQUEST_KEY } from '../../../../src/shell/routes/stored-request.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the first request made while signed out (portal-shell §2.2)', () => {
  it('is kept, and replayed once', () => {
    const storage = memoryStorage();
    const stored = createStoredRequest(storage);
    stored.store('/viewLeads?status=open#top');
    expect(storage.items.get(STORED_REQUEST_KEY)).toBe('/viewLeads?status=open#top');
    expect(stored.take()).toBe('/viewLeads?status=open#top');
    expect(stored.take()).toBeUndefined();
  });

  it('is the first one: later requests while signed out do not replace it', () => {
    const stored = createStoredRequest(memoryStorage());
    stored.store('/reports?q=ComplianceDealerReport');
    stored.store('/smartleads');
    expect(stored.take()).toBe('/reports?q=ComplianceDealerReport');
  });

  it('can be replaced on purpose (the SSO notice stores its redirect target)', () => {
    const stored = createStoredRequest(memoryStorage());
    stored.store('/smartleads');
    stored.replace('/manageprofile');
    expect(stored.peek()).toBe('/manageprofile');
  });

  it('survives a reload of the tab (it lives in the storage, not in memory)', () => {
    const storage = memoryStorage();
    createStoredRequest(storage).store('/setbudget');
    expect(createStoredRequest(storage).take()).toBe('/setbudget');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'smartleads', ''])('never keeps %j, which would leave the site', (target) => {
    const stored = createStoredRequest(memoryStorage());
    stored.store(target);
    expect(stored.take()).toBeUndefined();
    expect(isSameSitePath(target)).toBe(false);
  });

  it('ignores a tampered value in the storage', () => {
    const storage = memoryStorage();
    storage.setItem(STORED_REQUEST_KEY, '//evil.example');
    expect(createStoredRequest(storage).take()).toBeUndefined();
  });
});
