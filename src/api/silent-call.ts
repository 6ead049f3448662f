/**
 * Flags a call as silent: it does not touch the loading indicator (the pre-lead progress poll,
 * portal-shell §4.1). Spread into a call's options:
 *
 *   client.GET('/api/portal/prelead/progress', { ...silentCall, params })
 *
 * openapi-fetch copies unknown per-request options onto the Request object as properties
 * (and `new Request()` ignores them), so the flag reaches the middleware without a header, a
 * query parameter or anything else going to the server.
 */
export const silentCall = { silent: true } as const;

export function isSilentCall(request: Request): boolean {
  return (request as Request & { silent?: unknown }).silent === true;
}
