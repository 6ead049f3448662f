// The chunk of the modals the client's events open (loaded lazily by api-event-modals.tsx).
export { ServerErrorModal } from './server-error-modal.tsx';
export { SessionExpiredModal } from './session-expired-modal.tsx';
