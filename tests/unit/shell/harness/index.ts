// The one harness of the shell's component tests: a part in the shell's providers, or pages with their routes.
export { renderInShell, type Backend, type RecordedRequest, type ShellRender, type ShellRenderOptions } from './render-in-shell.tsx';
export { renderShellRoutes, marker, type RenderOptions } from './render-routes.tsx';
export { fakeSessionStore, type FakeSession } from './fake-session.ts';
export { json, memoryStorage, testServices } from './test-services.ts';
