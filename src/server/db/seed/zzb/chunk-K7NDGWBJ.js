import {
  resolveBinding
} from "./chunk-XIH3SNWH.js";

// src/engine/data/call-error.ts
var CallError = class extends Error {
  status;
  fieldErrors;
  code;
  body;
  constructor(status, body) {
    const described = describeBody(body);
    super(described.message ?? `The call failed with status ${status}.`);
    this.name = "CallError";
    this.status = status;
    this.body = body;
    this.code = described.code;
    this.fieldErrors = status === 400 ? fieldErrorsOf(body) : [];
  }
};
function isCallError(error) {
  return error instanceof CallError;
}
function describeBody(body) {
  if (body === null || typeof body !== "object") return typeof body === "string" && body ? { message: body } : {};
  const { code, message } = body;
  return {
    ...typeof code === "string" ? { code } : {},
    ...typeof message === "string" ? { message } : {}
  };
}
function fieldErrorsOf(body) {
  const errors = body !== null && typeof body === "object" ? body.errors : void 0;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) => {
    if (entry === null || typeof entry !== "object") return [];
    const { field, message, messageKey } = entry;
    if (typeof field !== "string" || typeof message !== "string") return [];
    return [{ field, message, ...typeof messageKey === "string" ? { messageKey } : {} }];
  });
}

// src/engine/data/data-provider-context.tsx
import { createContext, useContext } from "react";
import { jsx } from "react/jsx-runtime";
var DataProviderContext = createContext(null);
function useDataProvider() {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error("useDataProvider: no DataProviderScope above this block.");
  return provider;
}

// src/engine/renderer/resolve-call.ts
function resolveCall(call, scope) {
  const path = call.path ? resolveBinding(call.path, scope) : void 0;
  const query = call.query ? resolveBinding(call.query, scope) : void 0;
  const body = call.body === void 0 ? void 0 : resolveBinding(call.body, scope);
  return {
    // The QA check holds every operationId to the contract; the provider refuses unknown ones.
    operationId: call.operationId,
    request: {
      ...path ? { path } : {},
      ...query ? { query } : {},
      ...body !== void 0 ? { body } : {}
    },
    silent: call.silent ?? false
  };
}
function requestKey(resolved) {
  return JSON.stringify([resolved.operationId, resolved.request]);
}

export {
  isCallError,
  useDataProvider,
  resolveCall,
  requestKey
};
