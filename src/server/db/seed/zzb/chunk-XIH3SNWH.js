import {
  bindingsOf,
  isBindingExpression,
  isFirstOf,
  isLiteral,
  isNumberConversion,
  parseBinding
} from "./chunk-6JQSRI3J.js";

// src/engine/renderer/local-scope.tsx
import { createContext, useContext, useMemo } from "react";
import { jsx } from "react/jsx-runtime";
var LocalScopeContext = createContext({});
function LocalScopeProvider({ value, children }) {
  const parent = useContext(LocalScopeContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return /* @__PURE__ */ jsx(LocalScopeContext.Provider, { value: merged, children });
}
var useLocalScope = () => useContext(LocalScopeContext);

// src/engine/bindings/resolve-binding.ts
var UnresolvableBindingError = class extends Error {
  constructor(expression, reason) {
    super(`binding "${expression}" cannot be resolved: ${reason}`);
    this.expression = expression;
    this.name = "UnresolvableBindingError";
  }
  expression;
};
function readPath(value, path) {
  let current = value;
  for (const segment of path) {
    if (current === null || current === void 0) return void 0;
    if (Array.isArray(current)) {
      current = /^\d+$/.test(segment) ? current[Number(segment)] : void 0;
    } else if (typeof current === "object") {
      current = Object.hasOwn(current, segment) ? current[segment] : void 0;
    } else {
      return void 0;
    }
  }
  return current;
}
function readSelection(rows, path) {
  return path.length === 0 ? rows : rows.map((row) => readPath(row, path));
}
function readBinding(expression, scope) {
  const { root, path } = parseBinding(expression);
  const base = scope[root];
  if (base === void 0) throw new UnresolvableBindingError(expression, `$${root} is not available here`);
  if (root === "selection") return readSelection(base, path);
  return readPath(base, path);
}
var NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
function asNumber(value) {
  if (Array.isArray(value)) return value.map(asNumber);
  return typeof value === "string" && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
}
function resolveBinding(value, scope) {
  if (isBindingExpression(value)) return readBinding(value, scope);
  if (isLiteral(value)) return value.$literal;
  if (isNumberConversion(value)) return asNumber(readBinding(value.$number, scope));
  if (isFirstOf(value)) {
    for (const item of value.$firstOf) {
      const resolved = resolveBinding(item, scope);
      if (resolved !== void 0 && resolved !== null && resolved !== "") return resolved;
    }
    return void 0;
  }
  if (Array.isArray(value)) return value.map((item) => resolveBinding(item, scope) ?? null);
  if (typeof value === "object" && value !== null) {
    const out = {};
    for (const [key, member] of Object.entries(value)) {
      const resolved = resolveBinding(member, scope);
      if (resolved !== void 0) out[key] = resolved;
    }
    return out;
  }
  return value;
}

// src/engine/bindings/evaluate-condition.ts
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual(a[key], b[key]));
}
var isEmpty = (value) => value === void 0 || value === null || value === "" || Array.isArray(value) && value.length === 0;
function meets(value, predicate) {
  if ("equals" in predicate && !deepEqual(value, predicate.equals)) return false;
  if ("notEquals" in predicate && deepEqual(value, predicate.notEquals)) return false;
  if (predicate.in && !predicate.in.some((candidate) => deepEqual(value, candidate))) return false;
  if (predicate.notIn && predicate.notIn.some((candidate) => deepEqual(value, candidate))) return false;
  if (predicate.empty !== void 0 && isEmpty(value) !== predicate.empty) return false;
  return true;
}
function evaluateCondition(condition, scope) {
  const whenHolds = Object.entries(condition.when ?? {}).every(([subject, predicate]) => meets(readBinding(subject, scope), predicate));
  return whenHolds && (condition.all ?? []).every((part) => evaluateCondition(part, scope)) && (condition.any === void 0 || condition.any.some((part) => evaluateCondition(part, scope))) && (condition.not === void 0 || !evaluateCondition(condition.not, scope));
}

// src/engine/bindings/server-field-path.ts
function formFieldOfServerError(call, serverField) {
  const [head, ...rest] = serverField.split(".").filter(Boolean);
  if (head === "query" || head === "path") return fromTemplate(call[head], rest);
  return fromTemplate(call.body, head === void 0 ? [] : [head, ...rest]);
}
function fromTemplate(template, field) {
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return void 0;
    }
    if (binding.root !== "form") return void 0;
    const path = [...binding.path, ...field];
    return path.length ? path.join(".") : void 0;
  }
  if (isLiteral(template) || typeof template !== "object" || template === null || Array.isArray(template)) return void 0;
  const [head, ...rest] = field;
  if (head === void 0 || !Object.hasOwn(template, head)) return void 0;
  return fromTemplate(template[head], rest);
}

// src/engine/renderer/screen-context.tsx
import { createContext as createContext2, useContext as useContext2 } from "react";
var ScreenContext = createContext2(null);
function useScreen() {
  const screen = useContext2(ScreenContext);
  if (!screen) throw new Error("useScreen: a block rendered outside a ScreenRenderer.");
  return screen;
}

// src/engine/renderer/screen-store.ts
import { useCallback, useSyncExternalStore } from "react";
function useScreenSelector(store, selector) {
  const select = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, select, select);
}

// src/engine/renderer/use-binding-scope.ts
import { useCallback as useCallback2, useMemo as useMemo2, useRef } from "react";

// src/engine/renderer/referenced-data.ts
var cache = /* @__PURE__ */ new WeakMap();
function referencedDataBlocks(node) {
  if (node === null || typeof node !== "object") return [];
  const cached = cache.get(node);
  if (cached) return cached;
  const ids = /* @__PURE__ */ new Set();
  for (const use of bindingsOf(node)) {
    if (use.binding?.root === "data" && use.binding.path[0]) ids.add(use.binding.path[0]);
  }
  const found = [...ids];
  cache.set(node, found);
  return found;
}

// src/engine/renderer/use-binding-scope.ts
function useDataSlice(source) {
  const { store } = useScreen();
  const ids = referencedDataBlocks(source);
  const last = useRef({});
  const select = useCallback2(
    (state) => {
      const previous = last.current;
      const changed = ids.some((id) => previous[id] !== state.data[id]) || Object.keys(previous).length !== ids.filter((id) => id in state.data).length;
      if (!changed) return previous;
      const next = {};
      for (const id of ids) if (id in state.data) next[id] = state.data[id];
      last.current = next;
      return next;
    },
    [ids]
  );
  return useScreenSelector(store, select);
}
function useBindingScope(source, overrides) {
  const screen = useScreen();
  const local = useLocalScope();
  const data = useDataSlice(source);
  return useMemo2(() => {
    const merged = { ...local, ...overrides };
    return {
      route: screen.route,
      query: screen.query,
      user: screen.user,
      data,
      ...merged.row !== void 0 ? { row: merged.row } : {},
      ...merged.selection !== void 0 ? { selection: merged.selection } : {},
      ...merged.form !== void 0 ? { form: merged.form } : {},
      ...merged.filters !== void 0 ? { filters: merged.filters } : {}
    };
  }, [screen.route, screen.query, screen.user, data, local, overrides]);
}

export {
  LocalScopeProvider,
  useLocalScope,
  readBinding,
  resolveBinding,
  evaluateCondition,
  formFieldOfServerError,
  useScreen,
  useScreenSelector,
  useBindingScope
};
