import { createContext, useContext } from 'react';

/**
 * The drafts of a form that are typed but not yet committed. A text field commits on blur; a
 * submit (Enter in a field, a wizard's Next) must not lose what is typed in the focused field,
 * so the form flushes every pending draft before it validates.
 */
export interface DraftRegistry {
  /** Text is committed without surrounding blanks (passwords excepted). */
  readonly trim: boolean;
  /** Registers a pending draft's commit; returns the unregistration. */
  register(flush: () => void): () => void;
  /** Commits every pending draft (queued as RJSF changes, so a submit in the same event sees them). */
  flushAll(): void;
}

export function createDraftRegistry(trim = false): DraftRegistry {
  const pending = new Set<() => void>();
  return {
    trim,
    register(flush) {
      pending.add(flush);
      return () => {
        pending.delete(flush);
      };
    },
    flushAll() {
      for (const flush of [...pending]) flush();
    },
  };
}

export const DraftRegistryContext = createContext<DraftRegistry | null>(null);

export const useDraftRegistry = (): DraftRegistry | null => useContext(DraftRegistryContext);
