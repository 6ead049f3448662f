import {
  applyChoices,
  translateSchema,
  translateUiSchema,
  withPositionTitles
} from "./chunk-FXFNRTGQ.js";
import {
  evaluateCondition
} from "./chunk-XIH3SNWH.js";

// src/engine/blocks/form/use-shown-fields.ts
import { useMemo } from "react";
var pruned = /* @__PURE__ */ new WeakMap();
function visibilityOf(uiSchema) {
  if (!uiSchema) return [];
  return Object.entries(uiSchema).flatMap(([name, entry]) => {
    const condition = entry?.["ui:visible"];
    return name.startsWith("ui:") || !condition ? [] : [[name, condition]];
  });
}
function useShownFields(schema, uiSchema, scope) {
  const conditions = useMemo(() => visibilityOf(uiSchema), [uiSchema]);
  const hidden = conditions.filter(([, condition]) => !evaluateCondition(condition, scope)).map(([name]) => name);
  const hiddenKey = hidden.join("\n");
  return useMemo(() => {
    if (hiddenKey === "") return { schema, uiSchema };
    let byHidden = pruned.get(schema);
    if (!byHidden) pruned.set(schema, byHidden = /* @__PURE__ */ new Map());
    let shown = byHidden.get(hiddenKey);
    if (!shown) {
      const gone = new Set(hiddenKey.split("\n"));
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !gone.has(name)));
      const required = (schema.required ?? []).filter((name) => !gone.has(name));
      const ui = Object.fromEntries(Object.entries(uiSchema ?? {}).filter(([name]) => !gone.has(name)));
      const order = ui["ui:order"];
      if (Array.isArray(order)) ui["ui:order"] = order.filter((name) => !gone.has(String(name)));
      shown = { schema: { ...schema, properties, required }, uiSchema: ui };
      byHidden.set(hiddenKey, shown);
    }
    return shown;
  }, [schema, uiSchema, hiddenKey]);
}

// src/engine/blocks/form/use-field-schemas.ts
import { useMemo as useMemo2 } from "react";
import { useTranslation } from "react-i18next";
var translations = /* @__PURE__ */ new WeakMap();
var withChoices = /* @__PURE__ */ new WeakMap();
function remembered(cache, owner, key, make) {
  let byKey = cache.get(owner);
  if (!byKey) cache.set(owner, byKey = /* @__PURE__ */ new Map());
  let value = byKey.get(key);
  if (value === void 0) byKey.set(key, value = make());
  return value;
}
function useFieldSchemas(schema, uiSchema, choices) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const choicesKey = JSON.stringify(choices);
  const fieldSchema = useMemo2(() => {
    let byDefinition = translations.get(i18n);
    if (!byDefinition) translations.set(i18n, byDefinition = /* @__PURE__ */ new WeakMap());
    const translated = remembered(byDefinition, schema, language, () => translateSchema(schema, t));
    return choicesKey === "{}" ? translated : remembered(withChoices, translated, choicesKey, () => applyChoices(translated, choices));
  }, [i18n, schema, language, t, choicesKey]);
  const translatedUi = useMemo2(() => withPositionTitles(fieldSchema, translateUiSchema(uiSchema ?? {}, t)), [fieldSchema, uiSchema, t, language]);
  return { schema: fieldSchema, uiSchema: translatedUi };
}

export {
  useShownFields,
  useFieldSchemas
};
