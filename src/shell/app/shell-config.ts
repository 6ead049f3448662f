/** Deployment settings of the browser app, from Vite's environment (VITE_*). */
export interface ShellConfig {
  /** Base URL of the portal host ('' = same origin, as the reference server serves the SPA). */
  portalBaseUrl: string;
  /** Base URL of the CMS backend (the reference server mounts it under /cms). */
  cmsBaseUrl: string;
  /** Host name of production, where signed-out visitors get the logout page instead of /login. */
  productionHost: string | undefined;
}

export function readShellConfig(env: Record<string, string | boolean | undefined>): ShellConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    portalBaseUrl: text('VITE_PORTAL_BASE_URL') ?? '',
    cmsBaseUrl: text('VITE_CMS_BASE_URL') ?? '/cms',
    productionHost: text('VITE_PRODUCTION_HOST'),
  };
}
