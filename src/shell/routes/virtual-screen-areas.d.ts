/** Served by the build (scripts/screen-definitions/vite-plugin.ts) from the folders of schemas/screens/. */
declare module 'virtual:screen-areas' {
  /** Area (folder name) → the route names of its screens, their ids (same order) and the loader of its definitions' chunk. */
  export const SCREEN_AREAS: Readonly<
    Record<string, { readonly routes: readonly string[]; readonly ids: readonly string[]; readonly load: () => Promise<{ readonly definitions: Readonly<Record<string, unknown>> }> }>
  >;
}
