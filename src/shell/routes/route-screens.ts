import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };

/**
 * The screen of each route that has one: route name → the lazily loaded module of its page
 * (each area's code is its own chunk, loaded when one of its routes opens). Business areas
 * register here as they arrive; a route without an entry shows its program's product texts
 * (ProductPage), or the not-found page.
 */
export const ROUTE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {};
