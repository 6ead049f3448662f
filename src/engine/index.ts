/**
 * The engine's only door: what the shell (and any other host) may use. Nothing outside
 * src/engine imports another engine file (tests/unit/engine/engine-door.test.ts); Node tools
 * that must not load React (the QA check, the build plugin) use `./tooling.ts` instead.
 */

// The screen definition language.
export type * from './definition/generated.ts';
export type { BindingValue, FieldsSchema, FieldsUiSchema, JsonValue } from './definition/index.ts';
export { filterSettingsKey, FILTER_SETTINGS_PREFIX } from './definition/index.ts';
export { applyOverlay, isScreenHidden } from './overlays/index.ts';

// Rendering a screen.
export { ScreenRenderer, type ScreenRendererProps, type ScreenScopeInput } from './renderer/ScreenRenderer.tsx';
export type { RoutePath, RouteValues } from './renderer/route-path.ts';
export { preloadBlockRenderers } from './registry.ts';

// Data: the provider interface, the contract's provider, call errors.
export type { CallOptions, CallRequest, DataProvider } from './data/data-provider.ts';
export { createContractDataProvider, type ContractDataProviderOptions } from './data/contract-data-provider.ts';
export { CallError, isCallError, type CallFieldError } from './data/call-error.ts';

// A form outside a screen (the shell's dialogs), and the engine's messages.
export { EngineForm, type EngineFormHandle, type EngineFormProps, type FormData } from './blocks/form/EngineForm.tsx';
export type { PathMessage } from './blocks/form/error-schema.ts';
export { translateFieldError } from './messages/translate-field-error.ts';
export { TimedMessageBanner } from './messages/TimedMessageBanner.tsx';
export { useTimedMessage, type MessageSeverity, type TimedMessage } from './messages/use-timed-message.ts';
