import {
  createFormValidator,
  drawnPositions
} from "./chunk-FDE3DEAJ.js";
import {
  durationText,
  parseDurationText
} from "./chunk-HMKBFSWJ.js";
import {
  valueAtPath
} from "./chunk-J6VYGOBM.js";
import {
  requestKey,
  resolveCall,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  readBinding,
  resolveBinding
} from "./chunk-XIH3SNWH.js";

// src/engine/blocks/form/field-search-context.ts
import { createContext, useContext } from "react";
var FieldSearchContext = createContext({ options: {}, scope: {} });
var useFieldSearch = () => useContext(FieldSearchContext);

// src/engine/blocks/form/EngineForm.tsx
import { forwardRef, memo as memo2, useCallback as useCallback2, useEffect as useEffect5, useImperativeHandle, useMemo as useMemo3, useRef as useRef2, useState as useState5 } from "react";
import { flushSync } from "react-dom";
import Button from "@mui/material/Button";
import Box4 from "@mui/material/Box";
import Alert from "@mui/material/Alert";
import { useTranslation as useTranslation5 } from "react-i18next";
import MuiForm from "@rjsf/mui";
import { deepEquals } from "@rjsf/utils";

// src/engine/blocks/form/draft-flush.ts
import { createContext as createContext2, useContext as useContext2 } from "react";
function createDraftRegistry(trim = false) {
  const pending = /* @__PURE__ */ new Set();
  return {
    trim,
    register(flush) {
      pending.add(flush);
      return () => {
        pending.delete(flush);
      };
    },
    flushAll() {
      for (const flush of [...pending]) flush();
    }
  };
}
var DraftRegistryContext = createContext2(null);
var useDraftRegistry = () => useContext2(DraftRegistryContext);

// src/engine/blocks/form/DraftInputTemplate.tsx
import { useCallback, useEffect, useRef, useState } from "react";
import { Templates } from "@rjsf/mui";
import { jsx } from "react/jsx-runtime";
var MuiBaseInputTemplate = Templates.BaseInputTemplate;
var IMMEDIATE_TYPES = /* @__PURE__ */ new Set(["file", "range", "color", "checkbox", "radio"]);
function DraftInputTemplate(props) {
  const { onChange, onBlur, options, value, type, onChangeOverride } = props;
  const drafts = useDraftRegistry();
  const [draft, setDraft] = useState(null);
  const draftRef = useRef(null);
  const unregister = useRef(null);
  const commit = useCallback(() => {
    const typed = draftRef.current;
    if (typed === null) return;
    const text = drafts?.trim && type !== "password" ? typed.trim() : typed;
    draftRef.current = null;
    unregister.current?.();
    unregister.current = null;
    setDraft(null);
    onChange(text === "" ? options.emptyValue : text);
  }, [onChange, options.emptyValue, drafts, type]);
  useEffect(() => () => unregister.current?.(), []);
  const handleChange = useCallback(
    (event) => {
      draftRef.current = event.target.value;
      if (!unregister.current && drafts) unregister.current = drafts.register(commit);
      setDraft(event.target.value);
    },
    [drafts, commit]
  );
  const handleBlur = useCallback(
    (id, blurred) => {
      commit();
      onBlur(id, blurred);
    },
    [commit, onBlur]
  );
  if (onChangeOverride || type && IMMEDIATE_TYPES.has(type)) return /* @__PURE__ */ jsx(MuiBaseInputTemplate, { ...props });
  return /* @__PURE__ */ jsx(
    MuiBaseInputTemplate,
    {
      ...props,
      value: draft ?? value,
      onChangeOverride: handleChange,
      onBlur: handleBlur
    }
  );
}

// src/engine/blocks/form/ObjectFieldsTemplate.tsx
import { memo, useId } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId } from "@rjsf/utils";

// src/engine/blocks/form/field-layout.ts
var BREAKPOINTS = ["sm", "md", "lg", "xl"];
var GRID_COLUMNS = 12;
var FULL_WIDTH = { xs: GRID_COLUMNS };
function layoutOf(uiOptions) {
  const layout = uiOptions.layout;
  return layout && typeof layout === "object" && "columns" in layout ? layout : void 0;
}
var sizes = /* @__PURE__ */ new WeakMap();
function cellSize(layout, name) {
  if (!layout) return FULL_WIDTH;
  let byName = sizes.get(layout);
  if (!byName) sizes.set(layout, byName = /* @__PURE__ */ new Map());
  let size = byName.get(name);
  if (size) return size;
  const span = layout.fields?.[name]?.span ?? 1;
  const out = { xs: GRID_COLUMNS };
  for (const breakpoint of BREAKPOINTS) {
    const columns = layout.columns[breakpoint];
    if (columns === void 0) continue;
    out[breakpoint] = span === "full" ? GRID_COLUMNS : Math.min(GRID_COLUMNS, GRID_COLUMNS / columns * span);
  }
  size = out;
  byName.set(name, size);
  return size;
}
function layoutGroups(layout, fields) {
  const sections = Object.entries(layout?.sections ?? {}).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
  if (sections.length === 0) return [{ fields }];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const inSection = new Set(sections.flatMap(([, section]) => section.fields));
  const loose = fields.filter((field) => !inSection.has(field.name));
  const groups = loose.length ? [{ fields: loose }] : [];
  for (const [id, section] of sections) {
    const members = section.fields.flatMap((name) => {
      const field = byName.get(name);
      return field ? [field] : [];
    });
    if (members.length) groups.push({ id, title: section.title, fields: members });
  }
  return groups;
}

// src/engine/blocks/form/progressive-fields.ts
import { createContext as createContext3, startTransition, useContext as useContext3, useEffect as useEffect2, useState as useState2 } from "react";

// src/engine/blocks/form/when-idle.ts
var IDLE_TIMEOUT_MS = 200;
function whenIdle(run) {
  if (typeof window.requestIdleCallback === "function") {
    const handle2 = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle2);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

// src/engine/blocks/form/progressive-fields.ts
var MIN_FIELD_HEIGHT_PX = 40;
var FIELD_CHUNK = 40;
var ALL = Number.POSITIVE_INFINITY;
function firstScreenFields() {
  const height = typeof window === "undefined" ? 0 : window.innerHeight;
  return Math.max(1, Math.ceil((height || 800) / MIN_FIELD_HEIGHT_PX));
}
function createFieldReveal() {
  const pending = /* @__PURE__ */ new Set();
  return {
    register(revealAll) {
      pending.add(revealAll);
      return () => {
        pending.delete(revealAll);
      };
    },
    revealAll() {
      for (const reveal of [...pending]) reveal();
    }
  };
}
var FieldRevealContext = createContext3(null);
function useProgressiveCount(total) {
  const reveal = useContext3(FieldRevealContext);
  const [shown, setShown] = useState2(() => total <= firstScreenFields() ? ALL : firstScreenFields());
  const complete = shown >= total;
  useEffect2(() => {
    if (complete) return void 0;
    return whenIdle(() => startTransition(() => setShown((current) => current + FIELD_CHUNK >= total ? ALL : current + FIELD_CHUNK)));
  }, [complete, shown, total]);
  useEffect2(() => complete || !reveal ? void 0 : reveal.register(() => setShown(ALL)), [complete, reveal]);
  return complete ? ALL : shown;
}

// src/engine/blocks/form/ObjectFieldsTemplate.tsx
import { Fragment, jsx as jsx2, jsxs } from "react/jsx-runtime";
var CONTAINER_SX = { mt: 1.25 };
var ITEM_SIZE = { xs: 12 };
var ITEM_SX = { mb: 1.25 };
var LAID_OUT_ITEM_SX = { mb: 0.25, minWidth: 0 };
var SECTION_SX = { mt: 1.5 };
var NO_NAMES = [];
var ADD_BUTTON_SX = { justifyContent: "flex-end" };
var SECTION_FIELDS = 20;
var FIELD_HEIGHT_ESTIMATE_PX = 82;
function ObjectFieldsTemplate(props) {
  const { description, title, properties, required, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl, onAddProperty, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate2 = getTemplate("TitleFieldTemplate", registry, uiOptions);
  const DescriptionFieldTemplate2 = getTemplate("DescriptionFieldTemplate", registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const controlInTitle = !readonly && !disabled;
  const layout = layoutOf(uiOptions);
  const collapsed = Array.isArray(uiOptions.collapsed) ? uiOptions.collapsed : NO_NAMES;
  const drawn = collapsed.length ? properties.filter((property) => !collapsed.includes(property.name)) : properties;
  const shown = useProgressiveCount(drawn.length);
  const content = /* @__PURE__ */ jsxs(Fragment, { children: [
    title ? /* @__PURE__ */ jsx2(
      TitleFieldTemplate2,
      {
        id: titleId(fieldPathId),
        title,
        required,
        schema,
        uiSchema,
        registry,
        optionalDataControl: controlInTitle ? optionalDataControl : void 0
      }
    ) : null,
    description ? /* @__PURE__ */ jsx2(DescriptionFieldTemplate2, { id: descriptionId(fieldPathId), description, schema, uiSchema, registry }) : null,
    layout ? /* @__PURE__ */ jsx2(LaidOutFields, { layout, properties: drawn.slice(0, shown), optionalDataControl: controlInTitle ? null : optionalDataControl }) : /* @__PURE__ */ jsxs(Grid, { container: true, spacing: 2, sx: CONTAINER_SX, children: [
      controlInTitle ? null : optionalDataControl,
      drawn.length <= SECTION_FIELDS ? fieldCells(drawn.slice(0, shown)) : sectionsOf(drawn.slice(0, shown)).map((section, index) => /* @__PURE__ */ jsx2(FieldSection, { fields: section }, index))
    ] }),
    canExpand(schema, uiSchema, formData) ? /* @__PURE__ */ jsx2(Grid, { container: true, sx: ADD_BUTTON_SX, children: /* @__PURE__ */ jsx2(Grid, { children: /* @__PURE__ */ jsx2(
      AddButton,
      {
        id: buttonId(fieldPathId, "add"),
        className: "rjsf-object-property-expand",
        onClick: onAddProperty,
        disabled: disabled || readonly,
        uiSchema,
        registry
      }
    ) }) }) : null
  ] });
  if (!title) return content;
  return /* @__PURE__ */ jsx2(Box, { role: "group", "aria-labelledby": titleId(fieldPathId), children: content });
}
function fieldCells(properties, layout) {
  return properties.map(
    (property) => (
      // A hidden field draws no cell: an empty cell would still take up a row.
      property.hidden ? property.content : /* @__PURE__ */ jsx2(FieldCell, { content: property.content, size: layout ? cellSize(layout, property.name) : ITEM_SIZE, laidOut: Boolean(layout) }, property.name)
    )
  );
}
function LaidOutFields({ layout, properties, optionalDataControl }) {
  const groups = layoutGroups(layout, properties);
  return /* @__PURE__ */ jsx2(Fragment, { children: groups.map(
    (group, index) => group.id ? /* @__PURE__ */ jsx2(LayoutSection, { title: group.title ?? group.id, fields: group.fields, layout }, group.id) : /* @__PURE__ */ jsxs(Grid, { container: true, columnSpacing: 2, rowSpacing: 1, sx: CONTAINER_SX, "data-layout-group": index, children: [
      optionalDataControl,
      fieldCells(group.fields, layout)
    ] }, "fields")
  ) });
}
function LayoutSection({ title, fields, layout }) {
  const { t } = useTranslation();
  const headingId = useId();
  return /* @__PURE__ */ jsxs(Box, { role: "group", "aria-labelledby": headingId, sx: SECTION_SX, children: [
    /* @__PURE__ */ jsx2(Typography, { id: headingId, variant: "subtitle1", component: "p", sx: { fontWeight: 600 }, children: t(title) }),
    /* @__PURE__ */ jsx2(Grid, { container: true, columnSpacing: 2, rowSpacing: 1, sx: CONTAINER_SX, children: fieldCells(fields, layout) })
  ] });
}
function sectionsOf(properties) {
  const sections = [];
  for (let start = 0; start < properties.length; start += SECTION_FIELDS) sections.push(properties.slice(start, start + SECTION_FIELDS));
  return sections;
}
function FieldSection({ fields }) {
  const style = {
    contentVisibility: "auto",
    containIntrinsicSize: `auto ${fields.length * FIELD_HEIGHT_ESTIMATE_PX}px`,
    overflowClipMargin: "12px"
  };
  return /* @__PURE__ */ jsx2(Grid, { size: ITEM_SIZE, style, children: /* @__PURE__ */ jsx2(Grid, { container: true, spacing: 2, children: fieldCells(fields) }) });
}
var FieldCell = memo(
  function FieldCell2({ content, size, laidOut }) {
    return /* @__PURE__ */ jsx2(Grid, { size, sx: laidOut ? LAID_OUT_ITEM_SX : ITEM_SX, children: content });
  },
  (before, after) => before.size === after.size && sameElement(before.content, after.content)
);
function sameElement(a, b) {
  if (a === b) return true;
  if (a.type !== b.type || a.key !== b.key) return false;
  const before = a.props;
  const after = b.props;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

// src/engine/blocks/form/TitleFieldTemplate.tsx
import Box2 from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Grid2 from "@mui/material/Grid";
import Typography2 from "@mui/material/Typography";
import { jsx as jsx3, jsxs as jsxs2 } from "react/jsx-runtime";
function TitleFieldTemplate({ id, title, optionalDataControl }) {
  const heading = /* @__PURE__ */ jsx3(Typography2, { variant: "h6", component: "h3", children: title });
  return /* @__PURE__ */ jsxs2(Box2, { id, sx: { mb: 1, mt: 1 }, children: [
    optionalDataControl ? /* @__PURE__ */ jsxs2(Grid2, { container: true, spacing: 0, children: [
      /* @__PURE__ */ jsx3(Grid2, { size: "grow", children: heading }),
      /* @__PURE__ */ jsx3(Grid2, { sx: { justifyContent: "flex-end" }, children: optionalDataControl })
    ] }) : heading,
    /* @__PURE__ */ jsx3(Divider, {})
  ] });
}

// src/engine/blocks/form/DescriptionFieldTemplate.tsx
import Typography3 from "@mui/material/Typography";
import { RichDescription } from "@rjsf/core";
import { jsx as jsx4 } from "react/jsx-runtime";
function DescriptionFieldTemplate({ id, description, registry, uiSchema }) {
  if (!description) return null;
  return /* @__PURE__ */ jsx4(Typography3, { id, variant: "subtitle2", component: "div", sx: { mt: 0.625 }, children: /* @__PURE__ */ jsx4(RichDescription, { description, registry, uiSchema }) });
}

// src/engine/blocks/form/DurationField.tsx
import { useEffect as useEffect3, useState as useState3 } from "react";
import { useTranslation as useTranslation2 } from "react-i18next";
import TextField from "@mui/material/TextField";
import { jsx as jsx5 } from "react/jsx-runtime";
function DurationField(props) {
  const { t } = useTranslation2();
  const { formData, errorSchema, onChange, fieldPathId, disabled, readonly, schema, required, uiSchema } = props;
  const shown = typeof formData === "number" ? durationText(formData) : typeof formData === "string" ? formData : "";
  const [text, setText] = useState3(shown);
  useEffect3(() => {
    setText((current) => parseDurationText(current) === formData || current === formData ? current : shown);
  }, [formData, shown]);
  const unreadable = text.trim() !== "" && parseDurationText(text) === void 0;
  const errors = unreadable ? [t("DURATION_FORMAT")] : errorSchema?.__errors ?? [];
  const id = fieldPathId.$id;
  return /* @__PURE__ */ jsx5(
    TextField,
    {
      id,
      label: schema.title,
      value: text,
      required,
      disabled,
      slotProps: { input: { readOnly: readonly }, htmlInput: { inputMode: "numeric", placeholder: t("DURATION_PLACEHOLDER"), "aria-describedby": `${id}-help` } },
      error: errors.length > 0,
      helperText: errors.length ? errors.join(" ") : /* @__PURE__ */ jsx5("span", { id: `${id}-help`, children: t(typeof uiSchema?.["ui:help"] === "string" ? uiSchema["ui:help"] : "DURATION_HELP") }),
      onChange: (event) => {
        const typed = event.target.value;
        setText(typed);
        const seconds = parseDurationText(typed);
        onChange(typed.trim() === "" ? void 0 : seconds ?? typed, fieldPathId.path);
      },
      fullWidth: true
    }
  );
}

// src/engine/blocks/form/SearchListField.tsx
import { useEffect as useEffect4, useMemo, useState as useState4 } from "react";
import { useTranslation as useTranslation3 } from "react-i18next";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField2 from "@mui/material/TextField";
import { jsx as jsx6 } from "react/jsx-runtime";
import { createElement } from "react";
var SEARCH_DELAY_MS = 250;
function SearchListField(props) {
  const { formData, onChange, fieldPathId, schema, errorSchema, required, disabled, readonly, name } = props;
  const { t } = useTranslation3();
  const provider = useDataProvider();
  const { options, scope } = useFieldSearch();
  const source = options[fieldPathId.path.join(".")] ?? options[name];
  const values = useMemo(() => Array.isArray(formData) ? formData.filter((value) => typeof value === "string" && value !== "") : [], [formData]);
  useEffect4(() => {
    if (Array.isArray(formData) && formData.length !== values.length) onChange(values, fieldPathId.path);
  }, [formData, values, onChange, fieldPathId.path]);
  const [input, setInput] = useState4("");
  const [matches, setMatches] = useState4([]);
  const [searching, setSearching] = useState4(false);
  const [labels, setLabels] = useState4(/* @__PURE__ */ new Map());
  const call = useMemo(() => {
    if (!source?.call || !source.search) return void 0;
    try {
      return resolveCall(source.call, scope);
    } catch {
      return void 0;
    }
  }, [source, scope]);
  useEffect4(() => {
    const term = input.trim();
    if (!call || !source?.search || term === "") {
      setMatches([]);
      return void 0;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      const request = { ...call.request, query: { ...call.request.query ?? {}, [source.search]: term } };
      provider.call(call.operationId, request, { silent: true, signal: controller.signal }).then((response) => {
        const list = source.items ? valueAtPath(response, source.items) : response;
        setMatches(
          (Array.isArray(list) ? list : []).map((item) => {
            const value = String(source.value ? valueAtPath(item, source.value) : item);
            return { value, label: source.label ? String(valueAtPath(item, source.label) ?? "") : "" };
          })
        );
      }).catch(() => {
        if (!controller.signal.aborted) setMatches([]);
      }).finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, call, source, provider]);
  const itemErrors = (index) => errorSchema?.[index]?.__errors ?? [];
  const listErrors = errorSchema?.__errors ?? [];
  const id = fieldPathId.$id;
  const helper = [...listErrors, ...values.flatMap((value, index) => itemErrors(index).map((error) => `${value}: ${error}`))];
  return /* @__PURE__ */ jsx6(
    Autocomplete,
    {
      multiple: true,
      freeSolo: true,
      id,
      options: matches,
      value: values,
      inputValue: input,
      loading: searching,
      disabled: disabled || readonly,
      filterOptions: (list) => list,
      filterSelectedOptions: true,
      isOptionEqualToValue: (option, value) => (typeof option === "string" ? option : option.value) === (typeof value === "string" ? value : value.value),
      getOptionLabel: (option) => typeof option === "string" ? option : option.label ? `${option.value} \xB7 ${option.label}` : option.value,
      onInputChange: (_event, text) => setInput(text),
      onChange: (_event, chosen) => {
        const picked = chosen.filter((option) => typeof option !== "string" && option.label !== "");
        if (picked.length) setLabels((known) => new Map([...known, ...picked.map((match) => [match.value, match.label])]));
        const next = chosen.map((option) => typeof option === "string" ? option.trim() : option.value).filter(Boolean);
        onChange([...new Set(next)], fieldPathId.path);
      },
      renderValue: (chosen, getItemProps) => chosen.map((option, index) => {
        const value = typeof option === "string" ? option : option.value;
        const errors = itemErrors(index);
        const label = labels.get(value);
        return /* @__PURE__ */ createElement(Chip, { ...getItemProps({ index }), key: value, label: label ? `${value} \xB7 ${label}` : value, color: errors.length ? "error" : "default", title: errors.join(" ") || void 0, size: "small" });
      }),
      renderInput: (params) => /* @__PURE__ */ jsx6(
        TextField2,
        {
          ...params,
          label: schema.title,
          required,
          error: helper.length > 0,
          helperText: helper.length ? helper.join(" ") : t("SEARCH_LIST_HELP")
        }
      )
    }
  );
}

// src/engine/blocks/form/TypedParametersField.tsx
import Box3 from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField3 from "@mui/material/TextField";
import Typography4 from "@mui/material/Typography";
import { jsx as jsx7, jsxs as jsxs3 } from "react/jsx-runtime";
var INPUT_TYPE = { URL: "url", TEXT: "text", NUMBER: "number", BOOLEAN: "text" };
function TypedParametersField(props) {
  const { formData, errorSchema, onChange, fieldPathId, disabled, readonly, schema } = props;
  const parameters = Array.isArray(formData) ? formData : [];
  const errorsOf = (index) => {
    const item = errorSchema?.[index];
    return [...item?.__errors ?? [], ...item?.value?.__errors ?? []];
  };
  const set = (index, value) => onChange(
    parameters.map((parameter, at) => at === index ? { ...parameter, value } : parameter),
    fieldPathId.path
  );
  return /* @__PURE__ */ jsxs3(Box3, { component: "fieldset", sx: { border: 0, p: 0, m: 0, minWidth: 0 }, children: [
    schema.title ? /* @__PURE__ */ jsx7(Typography4, { component: "legend", variant: "subtitle1", sx: { mb: 1.5 }, children: schema.title }) : null,
    /* @__PURE__ */ jsx7(Box3, { sx: { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }, children: parameters.map((parameter, index) => {
      const id = `${fieldPathId.$id}_${index}_value`;
      const label = parameter.label ?? parameter.name;
      const errors = errorsOf(index);
      const helper = errors.length ? /* @__PURE__ */ jsx7(FormHelperText, { id: `${id}-error`, error: true, children: errors.join(" ") }) : null;
      if (parameter.type === "BOOLEAN") {
        return /* @__PURE__ */ jsxs3(Box3, { children: [
          /* @__PURE__ */ jsx7(
            FormControlLabel,
            {
              control: /* @__PURE__ */ jsx7(Checkbox, { id, checked: parameter.value === "true", disabled: disabled || readonly, onChange: (event) => set(index, String(event.target.checked)) }),
              label
            }
          ),
          helper
        ] }, parameter.name);
      }
      return /* @__PURE__ */ jsx7(
        TextField3,
        {
          id,
          label,
          type: INPUT_TYPE[parameter.type],
          value: parameter.value,
          required: parameter.required === true,
          disabled,
          slotProps: { input: { readOnly: readonly }, htmlInput: parameter.type === "URL" ? { placeholder: "https://" } : {} },
          error: errors.length > 0,
          helperText: errors.length ? errors.join(" ") : void 0,
          onChange: (event) => set(index, event.target.value),
          fullWidth: true
        },
        parameter.name
      );
    }) })
  ] });
}

// src/engine/blocks/form/engine-fields.ts
var ENGINE_FIELDS = { TypedParametersField, SearchListField, DurationField };

// src/engine/blocks/form/FieldErrorsTemplate.tsx
import { Templates as Templates2 } from "@rjsf/mui";
import { jsx as jsx8 } from "react/jsx-runtime";
var MuiFieldErrors = Templates2.FieldErrorTemplate;
function FieldErrorsTemplate(props) {
  if (props.fieldPathId.path.length === 0) return null;
  return /* @__PURE__ */ jsx8(MuiFieldErrors, { ...props });
}

// src/engine/blocks/form/error-schema.ts
function errorSchemaOf(messages) {
  const root = {};
  for (const { field, text } of messages) {
    let node = root;
    for (const segment of field.split(".").filter(Boolean)) {
      node[segment] ??= {};
      node = node[segment];
    }
    const errors = node.__errors ??= [];
    if (!errors.includes(text)) errors.push(text);
  }
  return root;
}
function errorEntries(schema, prefix = []) {
  if (!schema || typeof schema !== "object") return [];
  const entries = [];
  for (const [key, child] of Object.entries(schema)) {
    if (key === "__errors") {
      if (Array.isArray(child) && child.length > 0) entries.push([prefix, child]);
    } else {
      entries.push(...errorEntries(child, [...prefix, key]));
    }
  }
  return entries;
}
function pickErrors(schema, keep) {
  const messages = [];
  for (const [path, texts] of errorEntries(schema)) {
    if (!keep(path)) continue;
    for (const text of texts) messages.push({ field: path.join("."), text });
  }
  return errorSchemaOf(messages);
}
function mergeErrorSchemas(...schemas) {
  const messages = [];
  for (const schema of schemas) {
    for (const [path, texts] of errorEntries(schema)) {
      for (const text of texts) messages.push({ field: path.join("."), text });
    }
  }
  return errorSchemaOf(messages);
}
function fieldIdOf(path, idPrefix, idSeparator) {
  return [idPrefix, ...path].join(idSeparator);
}

// src/engine/blocks/form/use-form-validator.ts
import { useMemo as useMemo2 } from "react";
import { useTranslation as useTranslation4 } from "react-i18next";
var validators = /* @__PURE__ */ new WeakMap();
function useFormValidator() {
  const { i18n } = useTranslation4();
  const language = i18n.language;
  return useMemo2(() => {
    const byLanguage = validators.get(i18n) ?? /* @__PURE__ */ new Map();
    validators.set(i18n, byLanguage);
    let validator = byLanguage.get(language);
    if (!validator) {
      const t = i18n.getFixedT(language);
      validator = createFormValidator({
        translate: (key, params) => t(key, params ?? {})
      });
      byLanguage.set(language, validator);
    }
    return validator;
  }, [i18n, language]);
}

// src/engine/blocks/form/EngineForm.tsx
import { Fragment as Fragment2, jsx as jsx9, jsxs as jsxs4 } from "react/jsx-runtime";
var TEMPLATES = { BaseInputTemplate: DraftInputTemplate, ObjectFieldTemplate: ObjectFieldsTemplate, FieldErrorTemplate: FieldErrorsTemplate, TitleFieldTemplate, DescriptionFieldTemplate };
var ID_SEPARATOR = "_";
var FORM_STATE_BEHAVIOR = { constAsDefaults: "never" };
function fieldlessMessages(errors, schemaError) {
  const messages = errors.flatMap((error) => {
    const property = error.property ?? "";
    if (property !== "" && property !== ".") return [];
    if (error.name === void 0) {
      console.error("A form schema does not compile:", error.stack);
      return [schemaError];
    }
    return [error.message ?? error.stack];
  });
  return [...new Set(messages)];
}
function keepFieldFocus(event) {
  if (event.button === 0 && event.target.closest("button")) event.preventDefault();
}
var EngineForm = memo2(
  forwardRef(function EngineForm2(props, ref) {
    const { schema, uiSchema, initialData, idPrefix, serverErrors, onSubmit, onDataChange, submitLabel, disabled, actions, trim = false } = props;
    const validator = useFormValidator();
    const { t } = useTranslation5();
    const [formErrors, setFormErrors] = useState5([]);
    const formRef = useRef2(null);
    const drafts = useMemo3(() => createDraftRegistry(trim), [trim]);
    const reveal = useMemo3(createFieldReveal, []);
    const latestData = useRef2(initialData ?? {});
    const [formData, setFormData] = useState5(initialData);
    const touched = useRef2(/* @__PURE__ */ new Set());
    const [submitted, setSubmitted] = useState5(false);
    const [blurCheck, setBlurCheck] = useState5(0);
    const [blurErrors, setBlurErrors] = useState5({});
    const [changedSinceServer, setChangedSinceServer] = useState5(/* @__PURE__ */ new Set());
    useImperativeHandle(ref, () => ({ submit: () => formRef.current?.submit() }), []);
    useEffect5(() => setChangedSinceServer(/* @__PURE__ */ new Set()), [serverErrors]);
    useEffect5(() => whenIdle(() => validator.validateFormData(void 0, schema)), [validator, schema]);
    useEffect5(() => {
      if (blurCheck === 0 || submitted) return;
      const { errorSchema } = validator.validateFormData(latestData.current, schema);
      const next = pickErrors(errorSchema, (path) => touched.current.has(fieldIdOf(path, idPrefix, ID_SEPARATOR)));
      setBlurErrors((current) => deepEquals(current, next) ? current : next);
    }, [blurCheck, submitted, validator, schema, idPrefix]);
    const serverErrorSchema = useMemo3(() => {
      const shown = (serverErrors ?? []).filter(
        ({ field }) => !changedSinceServer.has(fieldIdOf(field.split("."), idPrefix, ID_SEPARATOR))
      );
      return errorSchemaOf(shown);
    }, [serverErrors, changedSinceServer, idPrefix]);
    const extraErrors = useMemo3(
      () => mergeErrorSchemas(serverErrorSchema, submitted ? void 0 : blurErrors),
      [serverErrorSchema, blurErrors, submitted]
    );
    const handleChange = useCallback2(
      (event, id) => {
        latestData.current = event.formData ?? {};
        setFormData(event.formData);
        if (id) {
          setChangedSinceServer((current) => current.has(id) ? current : /* @__PURE__ */ new Set([...current, id]));
        }
        onDataChange?.(latestData.current);
        setFormErrors((current) => current.length ? [] : current);
      },
      [onDataChange]
    );
    const handleBlur = useCallback2((id) => {
      touched.current.add(id);
      setBlurCheck((count) => count + 1);
    }, []);
    const handleSubmit = useCallback2(
      (event) => {
        latestData.current = event.formData ?? {};
        setFormErrors([]);
        onSubmit(latestData.current);
      },
      [onSubmit]
    );
    const handleError = useCallback2(
      (errors) => {
        setSubmitted(true);
        setFormErrors(fieldlessMessages(errors, t("FORM_SCHEMA_INVALID")));
        requestAnimationFrame(() => {
          const focused = document.activeElement;
          const form = formRef.current?.formElement.current;
          if (focused instanceof HTMLElement && form?.contains(focused)) focused.scrollIntoView?.({ block: "nearest" });
        });
      },
      [t]
    );
    const buttons = useMemo3(
      () => submitLabel === null && !actions ? /* @__PURE__ */ jsx9(Fragment2, {}) : /* @__PURE__ */ jsxs4(Box4, { sx: { mt: 2, display: "flex", gap: 1, flexWrap: "wrap" }, onMouseDown: keepFieldFocus, children: [
        submitLabel === null ? null : /* @__PURE__ */ jsx9(Button, { type: "submit", variant: "contained", disabled, children: submitLabel }),
        actions
      ] }),
      [submitLabel, actions, disabled]
    );
    const beforeSubmit = useCallback2(() => {
      drafts.flushAll();
      flushSync(reveal.revealAll);
    }, [drafts, reveal]);
    return /* @__PURE__ */ jsx9(DraftRegistryContext.Provider, { value: drafts, children: /* @__PURE__ */ jsx9(FieldRevealContext.Provider, { value: reveal, children: /* @__PURE__ */ jsxs4(Box4, { onSubmitCapture: beforeSubmit, children: [
      formErrors.length ? /* @__PURE__ */ jsx9(Alert, { severity: "error", sx: { mb: 2 }, children: formErrors.map((message) => /* @__PURE__ */ jsx9("div", { children: message }, message)) }) : null,
      /* @__PURE__ */ jsx9(
        MuiForm,
        {
          ref: formRef,
          schema,
          uiSchema,
          formData,
          validator,
          templates: TEMPLATES,
          fields: ENGINE_FIELDS,
          idPrefix,
          idSeparator: ID_SEPARATOR,
          extraErrors,
          liveValidate: submitted ? "onBlur" : false,
          showErrorList: false,
          focusOnFirstError: true,
          noHtml5Validate: true,
          experimental_defaultFormStateBehavior: FORM_STATE_BEHAVIOR,
          disabled,
          onChange: handleChange,
          onBlur: handleBlur,
          onSubmit: handleSubmit,
          onError: handleError,
          children: buttons
        }
      )
    ] }) }) });
  })
);

// src/engine/blocks/form/use-field-choices.ts
import { useEffect as useEffect6, useMemo as useMemo4, useRef as useRef3, useState as useState6 } from "react";
import { useTranslation as useTranslation6 } from "react-i18next";
var isEmpty = (value) => value === void 0 || value === null || value === "" || Array.isArray(value) && value.length === 0;
function useFieldChoices(options, scope) {
  const { t } = useTranslation6();
  const provider = useDataProvider();
  const [responses, setResponses] = useState6({});
  const sources = useMemo4(
    () => Object.entries(options ?? {}).map(([field, source]) => {
      try {
        if (source.requires?.some((binding) => isEmpty(resolveBinding(binding, scope)))) return { field, source, items: [] };
        if (source.search) return { field, source, items: [] };
        if (source.from) return { field, source, items: readBinding(source.from, scope) };
        if (source.call) {
          const call = resolveCall(source.call, scope);
          return { field, source, call, key: requestKey(call) };
        }
      } catch (error) {
        console.error(`Choices of "${field}" cannot be read`, error);
      }
      return { field, source, pending: true };
    }),
    [options, scope]
  );
  const wanted = useMemo4(() => {
    const byKey = /* @__PURE__ */ new Map();
    for (const source of sources) if ("key" in source && !(source.key in responses)) byKey.set(source.key, source.call);
    return byKey;
  }, [sources, responses]);
  const wantedKeys = [...wanted.keys()].join("\n");
  const inFlight = useRef3(/* @__PURE__ */ new Map());
  useEffect6(() => {
    const running = inFlight.current;
    for (const [key, controller] of running) {
      if (!wanted.has(key)) {
        controller.abort();
        running.delete(key);
      }
    }
    for (const [key, call] of wanted) {
      if (running.has(key)) continue;
      const controller = new AbortController();
      running.set(key, controller);
      provider.call(call.operationId, call.request, { silent: call.silent, signal: controller.signal }).then((response) => {
        if (running.get(key) === controller) running.delete(key);
        setResponses((current) => ({ ...current, [key]: response }));
      }).catch((error) => {
        if (running.get(key) === controller) running.delete(key);
        if (!controller.signal.aborted) console.error("Choices could not be loaded", error);
      });
    }
  }, [wantedKeys, provider]);
  useEffect6(() => {
    const running = inFlight.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);
  return useMemo4(() => {
    const choices = {};
    for (const source of sources) {
      const raw = "items" in source ? source.items : "key" in source ? responses[source.key] : void 0;
      const list = source.source.items ? valueAtPath(raw, source.source.items) : raw;
      if (!Array.isArray(list)) continue;
      const { value, label, preselect } = source.source;
      choices[source.field] = list.map((item) => ({
        value: value ? valueAtPath(item, value) : item,
        label: t(String((label ? valueAtPath(item, label) : value ? valueAtPath(item, value) : item) ?? "")),
        ...preselect && valueAtPath(item, preselect) === true ? { preselected: true } : {}
      }));
    }
    return choices;
  }, [sources, responses, t]);
}

// src/engine/blocks/form/apply-options.ts
function applyChoices(schema, choices) {
  let result = schema;
  for (const [field, list] of Object.entries(choices)) {
    if (list.length === 0) continue;
    result = updateField(result, field.split("."), (fieldSchema) => withChoices(fieldSchema, list));
  }
  return result;
}
function withChoices(fieldSchema, list) {
  const oneOf = list.map(({ value, label }) => ({ const: value, title: label }));
  if (fieldSchema.type === "array") {
    const items = typeof fieldSchema.items === "object" && !Array.isArray(fieldSchema.items) ? fieldSchema.items : {};
    const { enum: _enum2, ...itemsWithoutEnum } = items;
    return { ...fieldSchema, uniqueItems: true, items: { ...itemsWithoutEnum, oneOf } };
  }
  const { enum: _enum, ...withoutEnum } = fieldSchema;
  return { ...withoutEnum, oneOf };
}
function updateField(schema, path, update) {
  const [head, ...rest] = path;
  const properties = schema.properties;
  const child = head === void 0 ? void 0 : properties?.[head];
  if (!child || typeof child !== "object") return schema;
  const next = rest.length === 0 ? update(child) : updateField(child, rest, update);
  return { ...schema, properties: { ...properties, [head]: next } };
}

// src/engine/blocks/form/translate-schema.ts
var SCHEMA_MAPS = /* @__PURE__ */ new Set(["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"]);
var SCHEMA_VALUES = /* @__PURE__ */ new Set(["items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "not", "if", "then", "else", "contains", "propertyNames"]);
var SCHEMA_LISTS = /* @__PURE__ */ new Set(["oneOf", "anyOf", "allOf"]);
function translateSchema(schema, t) {
  return translateNode(schema, t);
}
function translateNode(node, t) {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return node;
  const out = {};
  const drawn = drawnPositions(node, (child) => translateNode(child, t));
  for (const [key, value] of Object.entries(drawn)) {
    if (drawn !== node && (key === "items" || key === "additionalItems")) {
      out[key] = value;
      continue;
    }
    if ((key === "title" || key === "description") && typeof value === "string") out[key] = t(value);
    else if (SCHEMA_MAPS.has(key) && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, translateNode(child, t)]));
    } else if (SCHEMA_VALUES.has(key)) out[key] = translateNode(value, t);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((child) => translateNode(child, t));
    else out[key] = value;
  }
  return out;
}
var UI_TEXT = /* @__PURE__ */ new Set(["ui:placeholder", "ui:help", "ui:title", "ui:description", "ui:submitButtonOptions"]);
function translateUiSchema(uiSchema, t) {
  if (uiSchema === null || typeof uiSchema !== "object" || Array.isArray(uiSchema)) return {};
  const out = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (UI_TEXT.has(key) && typeof value === "string") out[key] = t(value);
    else if (!key.startsWith("ui:") && value && typeof value === "object" && !Array.isArray(value)) out[key] = translateUiSchema(value, t);
    else out[key] = value;
  }
  return out;
}
var isUiNode = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function withPositionTitles(schema, uiSchema) {
  return positionTitlesOf(schema, uiSchema);
}
function positionTitlesOf(schema, uiSchema) {
  if (!isUiNode(schema)) return uiSchema;
  const ui = isUiNode(uiSchema) ? uiSchema : {};
  let out;
  const set = (key, value) => {
    if (value === ui[key]) return;
    out ??= { ...ui };
    out[key] = value;
  };
  if (isUiNode(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const next = positionTitlesOf(child, ui[name]);
      if (next !== ui[name] && !(ui[name] === void 0 && isUiNode(next) && Object.keys(next).length === 0)) set(name, next);
    }
  }
  if (Array.isArray(schema.items)) {
    const given = Array.isArray(ui.items) ? ui.items : [];
    const shared = isUiNode(ui.items) ? ui.items : void 0;
    const positions = schema.items.map((position, index) => {
      const own = given[index] ?? shared ?? {};
      const nested = positionTitlesOf(position, own);
      const title = isUiNode(position) && typeof position.title === "string" ? position.title : void 0;
      return title !== void 0 && nested["ui:title"] === void 0 ? { ...nested, "ui:title": title } : nested;
    });
    if (positions.some((position, index) => position !== (given[index] ?? shared ?? void 0) && Object.keys(position).length > 0)) set("items", positions);
  } else if (isUiNode(schema.items)) {
    const next = positionTitlesOf(schema.items, ui.items);
    if (next !== ui.items && !(ui.items === void 0 && isUiNode(next) && Object.keys(next).length === 0)) set("items", next);
  }
  return out ?? uiSchema;
}

export {
  FieldSearchContext,
  EngineForm,
  useFieldChoices,
  applyChoices,
  translateSchema,
  translateUiSchema,
  withPositionTitles
};
