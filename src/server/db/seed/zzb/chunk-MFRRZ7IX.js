import {
  translateFieldError
} from "./chunk-ZQ3R7MOC.js";
import {
  formFieldOfServerError,
  readBinding
} from "./chunk-XIH3SNWH.js";
import {
  parseBinding
} from "./chunk-6JQSRI3J.js";

// src/engine/renderer/read-when-ready.ts
var NOT_READY = /* @__PURE__ */ Symbol("not ready");
function readWhenReady(expression, scope) {
  const { root, path } = parseBinding(expression);
  if (root === "data" && path[0] !== void 0 && !(path[0] in (scope.data ?? {}))) return NOT_READY;
  return readBinding(expression, scope);
}

// src/engine/blocks/form/form-values.ts
function callValues(values, schema, transient = []) {
  const declared = declaredFields(schema);
  const out = {};
  for (const [name, value] of Object.entries(values)) {
    if (!declared(name)) continue;
    if (transient.includes(name) || value === void 0) continue;
    out[name] = value;
  }
  return out;
}
function declaredOnly(value, schema) {
  if (schema === null || typeof schema !== "object") return value;
  const node = schema;
  if (Array.isArray(value)) {
    const items = node.items;
    return items && typeof items === "object" && !Array.isArray(items) ? value.map((item) => declaredOnly(item, items)) : value;
  }
  if (typeof value === "string" && (node.type === "integer" || node.type === "number") && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === null || typeof value !== "object" || value instanceof Blob || !node.properties) return value;
  const properties = node.properties;
  return Object.fromEntries(
    Object.entries(value).filter(([name]) => Object.hasOwn(properties, name)).map(([name, member]) => [name, declaredOnly(member, properties[name])])
  );
}
function schemaValues(values, schema) {
  if (values === null || typeof values !== "object" || Array.isArray(values)) return {};
  const declared = declaredFields(schema);
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => declared(name)).map(([name, value]) => [name, declaredOnly(value, schema.properties?.[name])])
  );
}
var isNode = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function declaredFields(schema) {
  const names = /* @__PURE__ */ new Set();
  const patterns = [];
  let open = false;
  let shaped = false;
  const visit = (node) => {
    if (!isNode(node)) return;
    if (isNode(node.properties)) {
      shaped = true;
      Object.keys(node.properties).forEach((name) => names.add(name));
    }
    if (isNode(node.patternProperties)) {
      shaped = true;
      for (const pattern of Object.keys(node.patternProperties)) patterns.push(new RegExp(pattern, "u"));
    }
    if ("additionalProperties" in node) {
      shaped = true;
      if (node.additionalProperties !== false) open = true;
    }
    for (const key of ["allOf", "anyOf", "oneOf"]) if (Array.isArray(node[key])) node[key].forEach(visit);
    for (const key of ["then", "else"]) visit(node[key]);
    for (const key of ["dependencies", "dependentSchemas"]) if (isNode(node[key])) Object.values(node[key]).forEach(visit);
  };
  visit(schema);
  if (!shaped || open) return () => true;
  return (name) => names.has(name) || patterns.some((pattern) => pattern.test(name));
}

// src/engine/blocks/form/submit-outcome.ts
function placeServerErrors(call, error, t) {
  const onFields = [];
  const general = [];
  for (const fieldError of error.fieldErrors) {
    const text = translateFieldError(fieldError, t);
    const field = formFieldOfServerError(call, fieldError.field);
    if (field) onFields.push({ field, text });
    else general.push(text);
  }
  return { onFields, general };
}

export {
  NOT_READY,
  readWhenReady,
  callValues,
  schemaValues,
  placeServerErrors
};
