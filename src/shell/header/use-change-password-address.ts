import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useChangePasswordRequest } from './change-password-request.tsx';

/** The marker a learning system puts in the address it sends users back to (portal-shell §2.4). */
const CHANGE_PASSWORD_MARKER = 'changePassword';

/**
 * An address containing `changePassword` opens the change-password dialog and resets the
 * address to the root, so a reload or a shared link does not open it again.
 */
export function useChangePasswordAddress(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { request } = useChangePasswordRequest();
  const address = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (!address.includes(CHANGE_PASSWORD_MARKER)) return;
    request();
    void navigate('/', { replace: true });
  }, [address, request, navigate]);
}
