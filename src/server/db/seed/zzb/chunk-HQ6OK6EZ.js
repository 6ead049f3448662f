import {
  resolveBinding,
  useLocalScope,
  useScreen
} from "./chunk-XIH3SNWH.js";

// src/engine/renderer/use-outcome.ts
import { useCallback } from "react";
function linkAddress(link, scope, routePath) {
  const params = link.params ? resolveBinding(link.params, scope) : {};
  const query = link.query ? resolveBinding(link.query, scope) : {};
  return routePath(link.route, params, query);
}
function useOutcome() {
  const screen = useScreen();
  const { modalId } = useLocalScope();
  return useCallback(
    (outcome, scope, notice) => {
      if (!outcome) return;
      if (outcome.reload?.length) screen.store.reload(outcome.reload);
      if (outcome.closeModal && modalId) screen.store.closeModal(modalId, notice);
      if (outcome.navigate) screen.navigate(linkAddress(outcome.navigate, scope, screen.routePath));
    },
    [screen, modalId]
  );
}

export {
  linkAddress,
  useOutcome
};
