import { createContext, useContext } from 'react';
import type { ShellServices } from './shell-services.ts';

export const ShellServicesContext = createContext<ShellServices | undefined>(undefined);

/** The portal and CMS clients, the API runtime (events, loading), cookies and the stored request. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() needs <ShellProviders> above it (src/shell/app).');
  return services;
}
