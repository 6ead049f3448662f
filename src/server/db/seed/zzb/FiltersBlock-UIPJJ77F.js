import {
  formatValue
} from "./chunk-EVHCARAO.js";
import "./chunk-TPIJBDFO.js";
import {
  filterSettingsKey
} from "./chunk-RZXVW46K.js";
import {
  useFieldSchemas,
  useShownFields
} from "./chunk-KZF6AWOJ.js";
import {
  EngineForm,
  useFieldChoices
} from "./chunk-FXFNRTGQ.js";
import "./chunk-FDE3DEAJ.js";
import "./chunk-P7PK3SWY.js";
import "./chunk-HMKBFSWJ.js";
import "./chunk-J6VYGOBM.js";
import {
  useBlockData
} from "./chunk-I6N4QZWX.js";
import "./chunk-HQ6OK6EZ.js";
import "./chunk-K7NDGWBJ.js";
import {
  resolveBinding,
  useBindingScope,
  useScreen,
  useScreenSelector
} from "./chunk-XIH3SNWH.js";
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/filters/FiltersBlock.tsx
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation as useTranslation2 } from "react-i18next";
import Box2 from "@mui/material/Box";
import Button from "@mui/material/Button";
import FilterList from "@mui/icons-material/FilterList";

// src/engine/renderer/filter-settings.ts
var DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;
function propertiesOf(block) {
  return block.schema.properties ?? {};
}
function asStoredDate(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? void 0 : value.toISOString().slice(0, 10);
  if (typeof value === "string") return DATE_PREFIX.exec(value)?.[1];
  return void 0;
}
var isDateField = (schema) => schema?.format === "date" || schema?.format === "date-time";
function storedFilterValues(block, values) {
  const properties = propertiesOf(block);
  const out = {};
  for (const [name, value] of Object.entries(values)) {
    const schema = properties[name];
    if (!schema || value === void 0 || value === null || value === "") continue;
    const stored = isDateField(schema) ? asStoredDate(value) : value;
    if (stored !== void 0) out[name] = stored;
  }
  return out;
}
function defaultFilterValues(block) {
  return Object.fromEntries(
    Object.entries(propertiesOf(block)).flatMap(([name, schema]) => schema.default === void 0 ? [] : [[name, schema.default]])
  );
}
function readAll(storage, screenId) {
  try {
    const parsed = JSON.parse(storage?.getItem(filterSettingsKey(screenId)) ?? "null");
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
function hasStoredFilterValues(storage, screenId, blockId) {
  const saved = readAll(storage, screenId)[blockId];
  return saved !== null && typeof saved === "object" && !Array.isArray(saved);
}
function persistFilterValues(storage, screenId, blockId, block, values) {
  if (!storage) return;
  const all = readAll(storage, screenId);
  all[blockId] = storedFilterValues(block, values);
  try {
    storage.setItem(filterSettingsKey(screenId), JSON.stringify(all));
  } catch {
  }
}

// src/engine/blocks/filters/AppliedFilterChips.tsx
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { jsx } from "react/jsx-runtime";
function AppliedFilterChips({ chips, onRemove }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return /* @__PURE__ */ jsx(Box, { component: "ul", "aria-label": t("FILTERS_APPLIED"), sx: { display: "flex", flexWrap: "wrap", gap: 0.5, listStyle: "none", m: 0, p: 0, alignItems: "center" }, children: chips.map((chip) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(
    Chip,
    {
      size: "small",
      label: `${chip.label}: ${chip.value}`,
      "aria-label": t("FILTERS_REMOVE", { label: chip.label, value: chip.value }),
      onClick: () => onRemove(chip.field),
      onDelete: () => onRemove(chip.field)
    }
  ) }, chip.field)) });
}

// src/engine/blocks/filters/applied-filters.ts
var isNode = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function choiceTitle(schema, value) {
  const branches = isNode(schema) && Array.isArray(schema.oneOf) ? schema.oneOf : [];
  for (const branch of branches) if (isNode(branch) && branch.const === value && typeof branch.title === "string") return branch.title;
  return String(value);
}
function appliedFilters(schema, applied, defaults, t, language) {
  const properties = isNode(schema.properties) ? schema.properties : {};
  const out = [];
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const value = applied[field];
    if (value === void 0 || value === null || value === "" || Array.isArray(value) && value.length === 0) continue;
    if (JSON.stringify(value) === JSON.stringify(defaults[field])) continue;
    const items = isNode(fieldSchema.items) ? fieldSchema.items : void 0;
    const text = Array.isArray(value) ? value.map((item) => choiceTitle(items, item)).join(", ") : typeof value === "boolean" ? t(value ? "YES" : "NO") : fieldSchema.format === "date" || fieldSchema.format === "date-time" ? formatValue(value, "date", { language, t }) : choiceTitle(fieldSchema, value);
    out.push({ field, label: typeof fieldSchema.title === "string" ? fieldSchema.title : field, value: text });
  }
  return out;
}

// src/engine/blocks/filters/FiltersBlock.tsx
import { Fragment, jsx as jsx2, jsxs } from "react/jsx-runtime";
var APPLY_ON_CHANGE_DELAY_MS = 300;
var NO_VALUES = {};
function FiltersBlock({ id, block }) {
  const { t, i18n } = useTranslation2();
  const screen = useScreen();
  const applied = useScreenSelector(screen.store, useCallback((state) => state.filters[block.target], [block.target]));
  const [start, setStart] = useState(() => ({ ...applied ?? defaultFilterValues(block) }));
  const [generation, setGeneration] = useState(0);
  const [values, setValues] = useState(start);
  const [expanded, setExpanded] = useState(false);
  const scope = useBindingScope(block);
  const formScope = useMemo(() => ({ ...scope, form: values }), [scope, values]);
  const choices = useFieldChoices(block.options, formScope);
  const shown = useShownFields(block.schema, block.uiSchema, scope);
  const fields = useFieldSchemas(shown.schema, shown.uiSchema, choices);
  const lastApplied = useRef(applied);
  const apply = useCallback(
    (next) => {
      const stored = storedFilterValues(block, next);
      if (block.persist !== false) persistFilterValues(screen.filterStorage, screen.screenId, id, block, stored);
      lastApplied.current = stored;
      screen.store.setFilters(block.target, stored);
      for (const other of block.alsoTargets ?? []) screen.store.setFilters(other, stored);
    },
    [block, screen, id]
  );
  const restart = useCallback(
    (next) => {
      setStart(next);
      setValues(next);
      setGeneration((count) => count + 1);
      apply(next);
    },
    [apply]
  );
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const { data: loaded } = useBlockData(id, block.load, loadOptions);
  const [wasStored] = useState(() => block.persist !== false && hasStoredFilterValues(screen.filterStorage, screen.screenId, id));
  const initialValues = useMemo(() => {
    if (block.initialValues === void 0 || block.load && loaded === void 0) return void 0;
    try {
      const read = resolveBinding(block.initialValues, scope);
      return read !== null && typeof read === "object" ? storedFilterValues(block, read) : void 0;
    } catch {
      return void 0;
    }
  }, [block, loaded, scope]);
  const startedFromData = useRef(false);
  const preselectedValues = useMemo(() => {
    const starts = {};
    for (const [field, list] of Object.entries(choices)) {
      const choice = list.find((candidate) => candidate.preselected);
      if (choice) starts[field] = choice.value;
    }
    return starts;
  }, [choices]);
  const reset = useCallback(() => restart({ ...defaultFilterValues(block), ...preselectedValues, ...initialValues }), [block, restart, preselectedValues, initialValues]);
  const preselectedFields = useRef(/* @__PURE__ */ new Set());
  useEffect(() => {
    if (wasStored) return;
    const next = {};
    for (const [field, value] of Object.entries(preselectedValues)) {
      if (preselectedFields.current.has(field)) continue;
      preselectedFields.current.add(field);
      if (values[field] === void 0 || values[field] === null || values[field] === "") next[field] = value;
    }
    if (Object.keys(next).length > 0) restart({ ...values, ...next });
  }, [preselectedValues, wasStored, values, restart]);
  useEffect(() => {
    if (startedFromData.current || wasStored || initialValues === void 0) return;
    startedFromData.current = true;
    reset();
  }, [initialValues, wasStored, reset]);
  useEffect(() => {
    if (applied === void 0 || applied === lastApplied.current) return;
    restart({ ...storedFilterValues(block, applied) });
  }, [applied, block, restart]);
  const pending = useRef(void 0);
  useEffect(() => () => clearTimeout(pending.current), []);
  const onDataChange = useCallback(
    (next) => {
      setValues(next);
      if (block.applyOn !== "change") return;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => apply(next), APPLY_ON_CHANGE_DELAY_MS);
    },
    [block.applyOn, apply]
  );
  const fieldNames = useMemo(() => Object.keys(block.schema.properties ?? {}), [block.schema]);
  const secondary = useMemo(() => block.primaryFields ? fieldNames.filter((name) => !block.primaryFields.includes(name)) : [], [fieldNames, block.primaryFields]);
  const chips = useMemo(() => appliedFilters(fields.schema, applied ?? NO_VALUES, defaultFilterValues(block), t, i18n.language), [fields.schema, applied, block, t, i18n.language]);
  const appliedSecondary = chips.filter((chip) => secondary.includes(chip.field)).length;
  const uiSchema = useMemo(
    () => secondary.length && !expanded ? { ...fields.uiSchema, "ui:collapsed": secondary } : fields.uiSchema,
    [fields.uiSchema, secondary, expanded]
  );
  const removeChip = useCallback(
    (field) => {
      const defaults = defaultFilterValues(block);
      const next = { ...applied ?? {} };
      if (field in defaults) next[field] = defaults[field];
      else delete next[field];
      restart(next);
    },
    [applied, block, restart]
  );
  const actions = useMemo(
    () => /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx2(Button, { type: "button", variant: "text", onClick: reset, children: t(block.resetLabel ?? "RESET") }),
      secondary.length ? /* @__PURE__ */ jsx2(Button, { type: "button", variant: "text", "aria-expanded": expanded, onClick: () => setExpanded((open) => !open), startIcon: /* @__PURE__ */ jsx2(FilterList, { fontSize: "small" }), children: expanded ? t("FILTERS_FEWER") : appliedSecondary ? t("FILTERS_MORE_COUNT", { count: appliedSecondary }) : t("FILTERS_MORE") }) : null,
      /* @__PURE__ */ jsx2(AppliedFilterChips, { chips, onRemove: removeChip })
    ] }),
    [reset, t, block.resetLabel, secondary.length, expanded, appliedSecondary, chips, removeChip]
  );
  return /* @__PURE__ */ jsx2(Box2, { role: "search", "aria-label": t(block.title ?? "FILTERS"), sx: { mb: 1 }, children: /* @__PURE__ */ jsx2(
    EngineForm,
    {
      schema: fields.schema,
      uiSchema,
      initialData: start,
      idPrefix: id,
      onSubmit: apply,
      onDataChange,
      submitLabel: block.applyOn === "change" ? null : t(block.applyLabel ?? "SEARCH"),
      actions,
      trim: true
    },
    generation
  ) });
}
export {
  FiltersBlock as default
};
