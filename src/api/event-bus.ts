/**
 * A tiny typed publish/subscribe bus. Listeners per event are capped: the cap exists to catch
 * leaks (a component that subscribes on every render and never unsubscribes), so going over it
 * is a programming error and `on` throws instead of letting the leak grow silently.
 */
export type Listener<Payload> = (payload: Payload) => void;

export interface EventBus<Events extends Record<string, unknown>> {
  /** Registers a listener; returns the function that removes this registration. */
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void;
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void;
  listenerCount(name: keyof Events): number;
}

export class ListenerCapExceededError extends Error {
  constructor(eventName: string, cap: number) {
    super(`More than ${cap} listeners for "${eventName}": a subscription is probably never removed.`);
    this.name = 'ListenerCapExceededError';
  }
}

export function createEventBus<Events extends Record<string, unknown>>(listenerCap: number): EventBus<Events> {
  // One entry per registration (not per function), so registering the same function twice
  // needs two unsubscribes, as with Node's EventEmitter.
  const registrations = new Map<keyof Events, Array<{ listener: Listener<never> }>>();

  return {
    on(name, listener) {
      const list = registrations.get(name) ?? [];
      if (list.length >= listenerCap) throw new ListenerCapExceededError(String(name), listenerCap);
      const entry = { listener: listener as Listener<never> };
      list.push(entry);
      registrations.set(name, list);
      return () => {
        const current = registrations.get(name);
        const index = current?.indexOf(entry) ?? -1;
        if (current && index >= 0) current.splice(index, 1);
      };
    },
    emit(name, payload) {
      // Snapshot: a listener that unsubscribes (or subscribes) while we emit must not shift the loop.
      for (const { listener } of [...(registrations.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          // Emitters are the HTTP middleware: a broken listener must neither break the call nor
          // starve the other listeners, yet it must not vanish either, so it surfaces as an
          // uncaught error on its own turn.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    listenerCount(name) {
      return registrations.get(name)?.length ?? 0;
    },
  };
}
