import { NOT_FOUND_ROUTE, buildRoutePath, matchRoute, resolveRouteTarget } from './route-table.ts';

/** Where choosing a link goes: another window for full http links, else an address of the portal. */
export type NavigationTarget = { readonly kind: 'external'; readonly href: string } | { readonly kind: 'internal'; readonly to: string };

function isExternal(text: string): boolean {
  return /^https?:\/\//i.test(text);
}

/**
 * The target of a menu entry (portal-shell §2.4: "the route resolved from the entry's url and
 * name"), or of a CMS or product link. The url wins when it has one, the name otherwise:
 * - a full http(s) link passes through unchanged (opened in a new window);
 * - an address of the portal (`/reports?q=…`) stays as it is when a route shows it, and is the
 *   not-found page when none does;
 * - a route name opens that route (a compliance report name: the reports route with `q`);
 *   an unknown name the not-found page.
 */
export function resolveNavigationTarget(url: string | undefined, name?: string): NavigationTarget {
  const text = (url ?? '').trim() || (name ?? '').trim();
  if (isExternal(text)) return { kind: 'external', href: text };
  if (text.startsWith('/')) {
    const pathname = text.split(/[?#]/, 1)[0] ?? '/';
    return matchRoute(pathname).route.path === '*' ? { kind: 'internal', to: buildRoutePath(NOT_FOUND_ROUTE) } : { kind: 'internal', to: text };
  }
  const target = resolveRouteTarget(text);
  if (target.kind === 'external') return { kind: 'external', href: target.url };
  try {
    return { kind: 'internal', to: buildRoutePath(target.name, {}, target.query) };
  } catch {
    // A route that needs path parameters cannot be opened by its bare name.
    return { kind: 'internal', to: buildRoutePath(NOT_FOUND_ROUTE) };
  }
}
