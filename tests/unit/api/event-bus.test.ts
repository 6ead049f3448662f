import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiEvents } from '../../../src/api/api-events.ts';
import { ListenerCapExceededError, createEventBus } from '../../../src/api/event-bus.ts';
import { AUTH_EVENT_LISTENER_CAP } from '../../../src/constants.ts';

describe('event bus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('delivers a payload to every listener of that event only', () => {
    const bus = createApiEvents();
    const expired = vi.fn();
    const navigate = vi.fn();
    bus.on('sessionExpired', expired);
    bus.on('navigate', navigate);

    bus.emit('navigate', { path: '/' });

    expect(navigate).toHaveBeenCalledExactlyOnceWith({ path: '/' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createApiEvents();
    const listener = vi.fn();
    const off = bus.on('loading', listener);
    off();
    off(); // idempotent
    bus.emit('loading', { active: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it(`accepts AUTH_EVENT_LISTENER_CAP (${AUTH_EVENT_LISTENER_CAP}) listeners per event and throws on one more`, () => {
    const bus = createApiEvents();
    const offs = Array.from({ length: AUTH_EVENT_LISTENER_CAP }, () => bus.on('sessionExpired', () => {}));
    expect(bus.listenerCount('sessionExpired')).toBe(AUTH_EVENT_LISTENER_CAP);

    expect(() => bus.on('sessionExpired', () => {})).toThrow(ListenerCapExceededError);
    // The cap is per event: other events are unaffected.
    expect(() => bus.on('serverError', () => {})).not.toThrow();
    // A freed slot can be used again.
    offs[0]?.();
    expect(() => bus.on('sessionExpired', () => {})).not.toThrow();
  });

  it('counts each registration of the same function separately', () => {
    const bus = createEventBus<{ ping: number }>(2);
    const listener = vi.fn();
    const offFirst = bus.on('ping', listener);
    bus.on('ping', listener);
    expect(() => bus.on('ping', listener)).toThrow(ListenerCapExceededError);
    offFirst();
    bus.emit('ping', 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener neither stops the others nor the emitter, and its error still surfaces', async () => {
    const bus = createEventBus<{ ping: number }>(5);
    const after = vi.fn();
    const failure = new Error('listener bug');
    const surfaced = new Promise<unknown>((resolve) => {
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    bus.on('ping', () => {
      throw failure;
    });
    bus.on('ping', after);

    expect(() => bus.emit('ping', 1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(await surfaced).toBe(failure);
  });

  it('a listener that unsubscribes while being called does not make others miss the event', () => {
    const bus = createEventBus<{ ping: number }>(5);
    const second = vi.fn();
    const off = bus.on('ping', () => off());
    bus.on('ping', second);
    bus.emit('ping', 1);
    expect(second).toHaveBeenCalledOnce();
  });
});
