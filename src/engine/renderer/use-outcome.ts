import { useCallback } from 'react';
import { resolveBinding, type BindingScope } from '../bindings/index.ts';
import type { Outcome, RouteLink } from '../definition/index.ts';
import type { RoutePath, RouteValues } from './route-path.ts';
import type { ModalNotice } from './screen-store.ts';
import { useLocalScope } from './local-scope.tsx';
import { useScreen } from './screen-context.tsx';

/** The address of a definition's route link, its bindings read from the scope, built by the host's route table. */
export function linkAddress(link: RouteLink, scope: BindingScope, routePath: RoutePath): string {
  const params = (link.params ? resolveBinding(link.params, scope) : {}) as RouteValues;
  const query = (link.query ? resolveBinding(link.query, scope) : {}) as RouteValues;
  return routePath(link.route, params, query);
}

/**
 * Applies what a successful call asks for, in the meta-schema's order: the named blocks reload,
 * the enclosing modal closes (its success message, `notice`, then shows where the modal sits on
 * the screen, since the dialog that showed it has gone), the app navigates.
 */
export function useOutcome(): (outcome: Outcome | undefined, scope: BindingScope, notice?: ModalNotice) => void {
  const screen = useScreen();
  const { modalId } = useLocalScope();
  return useCallback(
    (outcome, scope, notice) => {
      if (!outcome) return;
      if (outcome.reload?.length) screen.store.reload(outcome.reload);
      if (outcome.closeModal && modalId) screen.store.closeModal(modalId, notice);
      if (outcome.navigate) screen.navigate(linkAddress(outcome.navigate, scope, screen.routePath));
    },
    [screen, modalId],
  );
}
