import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Large forms mount in steps: the fields of the first screen with the form, the rest a chunk
 * at a time while the browser is idle, as a transition so a keystroke never waits for a chunk
 * to finish rendering. A 1000-field form would otherwise spend seconds in one task before the
 * user sees its first field.
 */

/** The shortest a field can be (an outlined input with its gap); the first screen is sized by it, so it never falls short. */
const MIN_FIELD_HEIGHT_PX = 40;
/** Fields mounted per idle step: small enough that a step never holds the page for long. */
const FIELD_CHUNK = 40;
/** Every field is mounted. */
const ALL = Number.POSITIVE_INFINITY;

/** How many fields fill the first screen. */
export function firstScreenFields(): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return Math.max(1, Math.ceil((height || 800) / MIN_FIELD_HEIGHT_PX));
}

/** Lets a form mount every pending field at once (a submit, which must focus the first error wherever it is). */
export interface FieldReveal {
  register(revealAll: () => void): () => void;
  revealAll(): void;
}

export function createFieldReveal(): FieldReveal {
  const pending = new Set<() => void>();
  return {
    register(revealAll) {
      pending.add(revealAll);
      return () => {
        pending.delete(revealAll);
      };
    },
    revealAll() {
      for (const reveal of [...pending]) reveal();
    },
  };
}

export const FieldRevealContext = createContext<FieldReveal | null>(null);

/**
 * How many of an object's `total` fields to mount now: the first screen at once, then one more
 * chunk per idle moment until all are there; everything at once when the form asks (submit).
 * Once complete it stays complete, so a field added later (an additional property) shows at once.
 */
export function useProgressiveCount(total: number): number {
  const reveal = useContext(FieldRevealContext);
  const [shown, setShown] = useState(() => (total <= firstScreenFields() ? ALL : firstScreenFields()));
  const complete = shown >= total;

  useEffect(() => {
    if (complete) return undefined;
    return whenIdle(() => startTransition(() => setShown((current) => (current + FIELD_CHUNK >= total ? ALL : current + FIELD_CHUNK))));
  }, [complete, shown, total]);

  useEffect(() => (complete || !reveal ? undefined : reveal.register(() => setShown(ALL))), [complete, reveal]);

  return complete ? ALL : shown;
}
