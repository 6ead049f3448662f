import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Where the header asks for the change-password dialog (portal-shell §2.4, §2.5) and where the
 * dialog learns it is wanted. The header never renders the dialog itself: the dialog reads
 * `open` and calls `close()`, the header and the `changePassword` address only call `request()`.
 */
export interface ChangePasswordRequest {
  readonly open: boolean;
  request(): void;
  close(): void;
}

const ChangePasswordRequestContext = createContext<ChangePasswordRequest | undefined>(undefined);

export function ChangePasswordRequestProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Stable actions: effects that request the dialog must not run again because it opened.
  const request = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo<ChangePasswordRequest>(() => ({ open, request, close }), [open, request, close]);
  return <ChangePasswordRequestContext.Provider value={value}>{children}</ChangePasswordRequestContext.Provider>;
}

export function useChangePasswordRequest(): ChangePasswordRequest {
  const request = useContext(ChangePasswordRequestContext);
  if (!request) throw new Error('useChangePasswordRequest() needs a <ChangePasswordRequestProvider> above it (src/shell/app).');
  return request;
}
