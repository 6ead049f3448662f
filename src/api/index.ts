// The client side of the contract: what the shell and the engine import.
export { createApiRuntime, type ApiRuntime, type ApiRuntimeOptions } from './api-runtime.ts';
export { createApiClient, createCmsClient, createPortalClient, type ApiHost } from './create-api-client.ts';
export { createApiEvents, type ApiEventBus, type ApiEvents, type SessionExpiredReason } from './api-events.ts';
export { createEventBus, ListenerCapExceededError, type EventBus, type Listener } from './event-bus.ts';
export type { SessionTokens, TokenStore } from './token-store.ts';
export { createMemoryTokenStore } from './memory-token-store.ts';
export { createDocumentCookieReader, type CookieReader } from './cookie-reader.ts';
export { IMPERSONATION_COOKIE_NAME, readImpersonatedLogin } from './impersonation-cookie.ts';
export { silentCall } from './silent-call.ts';
export { isCallTimeoutError } from './middleware/call-timeout.ts';
export { readTokenGrant } from './session/token-grant.ts';
export { toDownload, type Download } from './download/to-download.ts';
export { fileNameFromContentDisposition } from './download/content-disposition.ts';
export { fallbackFileName, downloadStamp, type DownloadFallback } from './download/fallback-file-names.ts';
export * from './contract-clients.ts';
