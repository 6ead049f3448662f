import { useCallback } from 'react';
import { resolveBinding, type BindingScope } from '../bindings/index.ts';
import type { Outcome, RouteLink } from '../definition/index.ts';
import { buildRoutePath, type RouteValues } from '../../shell/routes/route-table.ts';
import { useLocalScope } from './local-scope.tsx';
import { useScreen } from './screen-context.tsx';

/** The address of a definition's route link, its bindings read from the scope. */
export function linkAddress(link: RouteLink, scope: BindingScope): string {
  const params = (link.params ? resolveBinding(link.params, scope) : {}) as RouteValues;
  const query = (link.query ? resolveBinding(link.query, scope) : {}) as RouteValues;
  return buildRoutePath(link.route, params, query);
}

/**
 * Applies what a successful call asks for, in the meta-schema's order: the named blocks reload,
 * the enclosing modal closes, the app navigates.
 */
export function useOutcome(): (outcome: Outcome | undefined, scope: BindingScope) => void {
  const screen = useScreen();
  const { modalId } = useLocalScope();
  return useCallback(
    (outcome, scope) => {
      if (!outcome) return;
      if (outcome.reload?.length) screen.store.reload(outcome.reload);
      if (outcome.closeModal && modalId) screen.store.closeModal(modalId);
      if (outcome.navigate) screen.navigate(linkAddress(outcome.navigate, scope));
    },
    [screen, modalId],
  );
}
