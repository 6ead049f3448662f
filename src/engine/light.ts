/**
 * The engine's light door: its messages and call errors without the renderer, the form or the
 * rules' validator, for shell parts that are on every page (the home page's contact
 * confirmation, the change-password dialog's frame). Importing index.ts there put the whole
 * engine into a dealer's home page (bench:bundle). Everything else goes through index.ts.
 */
export { CallError, isCallError, type CallFieldError } from './data/call-error.ts';
export { translateFieldError } from './messages/translate-field-error.ts';
export { TimedMessageBanner } from './messages/TimedMessageBanner.tsx';
export { useTimedMessage, type MessageSeverity, type TimedMessage } from './messages/use-timed-message.ts';
export type { PathMessage } from './blocks/form/error-schema.ts';
