import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The part of the binding scope that depends on where a block sits: the table row an action or
 * a modal works on (`$row`), the selected rows (`$selection`), the enclosing form's values
 * (`$form`), the table's applied filters (`$filters`), and the modal to close.
 */
export interface LocalScope {
  readonly row?: unknown;
  readonly selection?: readonly unknown[];
  readonly form?: unknown;
  readonly filters?: unknown;
  /** Id of the modal this block sits in, for a `closeModal` outcome. */
  readonly modalId?: string;
}

const LocalScopeContext = createContext<LocalScope>({});

/** Adds to (and overrides) the scope of the blocks and actions inside. */
export function LocalScopeProvider({ value, children }: { value: LocalScope; children: ReactNode }) {
  const parent = useContext(LocalScopeContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <LocalScopeContext.Provider value={merged}>{children}</LocalScopeContext.Provider>;
}

export const useLocalScope = (): LocalScope => useContext(LocalScopeContext);
