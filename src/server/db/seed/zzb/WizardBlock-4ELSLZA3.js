import {
  useFormatContext
} from "./chunk-WD6LUDVR.js";
import {
  formatValue
} from "./chunk-EVHCARAO.js";
import "./chunk-TPIJBDFO.js";
import "./chunk-RZXVW46K.js";
import {
  NOT_READY,
  callValues,
  placeServerErrors,
  readWhenReady
} from "./chunk-MFRRZ7IX.js";
import "./chunk-ZQ3R7MOC.js";
import {
  TimedMessageBanner,
  useTimedMessage
} from "./chunk-Q2GLIJUG.js";
import {
  EngineForm,
  applyChoices,
  translateSchema,
  translateUiSchema,
  useFieldChoices,
  withPositionTitles
} from "./chunk-FXFNRTGQ.js";
import "./chunk-FDE3DEAJ.js";
import "./chunk-P7PK3SWY.js";
import "./chunk-HMKBFSWJ.js";
import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  failureText,
  successText
} from "./chunk-7YJTUK27.js";
import "./chunk-J6VYGOBM.js";
import {
  useBlockData
} from "./chunk-I6N4QZWX.js";
import {
  useOutcome
} from "./chunk-HQ6OK6EZ.js";
import {
  isCallError,
  resolveCall,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  evaluateCondition,
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import {
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/wizard/WizardBlock.tsx
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation as useTranslation2 } from "react-i18next";
import Box2 from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography2 from "@mui/material/Typography";

// src/engine/blocks/wizard/WizardSummary.tsx
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { jsx, jsxs } from "react/jsx-runtime";
function WizardSummary({ steps, values, schemas, choices, format }) {
  const { t } = useTranslation();
  return /* @__PURE__ */ jsx(Box, { sx: { display: "grid", gap: 2 }, children: steps.map(({ id, step }) => /* @__PURE__ */ jsxs(Box, { component: "section", "aria-label": t(step.title), children: [
    /* @__PURE__ */ jsx(Typography, { variant: "subtitle1", component: "h3", sx: { fontWeight: 600 }, children: t(step.title) }),
    /* @__PURE__ */ jsx(Box, { component: "dl", sx: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }, children: fieldRows(schemas[id] ?? {}, values, choices, format, t) })
  ] }, id)) });
}
function fieldRows(schema, values, choices, format, t, prefix = "") {
  const properties = schema.properties ?? {};
  return Object.entries(properties).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const value = values[name];
    if (field.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
      return fieldRows(field, value, choices, format, t, path);
    }
    return [
      /* @__PURE__ */ jsxs(Box, { sx: { display: "contents" }, children: [
        /* @__PURE__ */ jsx(Box, { component: "dt", sx: { color: "text.secondary" }, children: field.title ?? name }),
        /* @__PURE__ */ jsx(Box, { component: "dd", sx: { m: 0 }, children: answerText(field, value, choices[path], format, t) || "\u2013" })
      ] }, path)
    ];
  });
}
function answerText(field, value, choices, format, t) {
  const options = [
    ...choices ?? [],
    ...(field.oneOf ?? field.items?.oneOf ?? []).map((option) => ({ value: option.const, label: String(option.title ?? option.const) }))
  ];
  const labelOf = (item) => options.find((option) => option.value === item)?.label ?? item;
  if (Array.isArray(value)) return formatValue(value.map(labelOf), "list", format);
  if (typeof value === "boolean") return value ? t("YES") : t("NO");
  return formatValue(labelOf(value), "text", format);
}

// src/engine/blocks/wizard/wizard-steps.ts
function activeSteps(block, scope) {
  return orderedEntries(block.steps).filter(([, step]) => !(step.skip && evaluateCondition(step.skip, scope))).map(([id, step]) => ({ id, step }));
}
function stepFields(step) {
  const properties = step.schema.properties;
  return properties ? Object.keys(properties) : [];
}
function stepOfField(steps, field) {
  const top = field.split(".")[0] ?? field;
  return steps.find(({ step }) => stepFields(step).includes(top))?.id;
}

// src/engine/blocks/wizard/WizardBlock.tsx
import { Fragment, jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
var SUMMARY = "#summary";
function WizardBlock({ id, block }) {
  const { t, i18n } = useTranslation2();
  const provider = useDataProvider();
  const applyOutcome = useOutcome();
  const format = useFormatContext();
  const { message, show, clear } = useTimedMessage();
  const scope = useBindingScope(block);
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const loaded = useBlockData(id, block.load, loadOptions);
  const startValues = useMemo(() => {
    if (block.load && loaded.data === void 0) return void 0;
    const source = block.initialValues ? readWhenReady(block.initialValues, scope) : void 0;
    if (source === NOT_READY) return void 0;
    return source && typeof source === "object" && !Array.isArray(source) ? { ...source } : {};
  }, [block.load, block.initialValues, loaded.data, scope]);
  const [values, setValues] = useState(void 0);
  const answers = values ?? startValues;
  const formScope = useMemo(() => ({ ...scope, form: answers ?? {} }), [scope, answers]);
  const steps = useMemo(() => activeSteps(block, formScope), [block, formScope]);
  const [current, setCurrent] = useState(void 0);
  const [serverErrors, setServerErrors] = useState([]);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef(null);
  const headingRef = useRef(null);
  const allOptions = useMemo(
    () => Object.assign({}, ...orderedEntries(block.steps).map(([, step]) => step.options ?? {})),
    [block.steps]
  );
  const choices = useFieldChoices(allOptions, formScope);
  const choicesKey = JSON.stringify(choices);
  const language = i18n.language;
  const stepSchemas = useMemo(() => {
    const schemas = {};
    for (const [stepId, step] of orderedEntries(block.steps)) {
      const schema = applyChoices(translateSchema(step.schema, t), choices);
      schemas[stepId] = { schema, uiSchema: withPositionTitles(schema, translateUiSchema(step.uiSchema ?? {}, t)) };
    }
    return schemas;
  }, [block.steps, t, language, choicesKey]);
  const stepIds = [...steps.map((step) => step.id), ...block.summary ? [SUMMARY] : []];
  const currentId = current && stepIds.includes(current) ? current : stepIds[0];
  const index = currentId ? stepIds.indexOf(currentId) : 0;
  const isLast = index === stepIds.length - 1;
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [currentId]);
  const goTo = useCallback((stepId) => {
    moved.current = true;
    setCurrent(stepId);
  }, []);
  const merge = useCallback((data) => setValues((existing) => ({ ...existing ?? startValues, ...data })), [startValues]);
  const submitAll = useCallback(
    async (all) => {
      const answered = Object.fromEntries(steps.flatMap(({ step }) => stepFields(step)).filter((name) => name in all).map((name) => [name, all[name]]));
      const sent = callValues(answered, { type: "object" }, block.transient);
      const callScope = { ...scope, form: sent };
      setBusy(true);
      setServerErrors([]);
      try {
        const resolved = resolveCall(block.submit, callScope);
        const response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
        const text = successText(block.messages, response, t);
        if (text) show("success", text);
        setValues(void 0);
        setGeneration((count) => count + 1);
        goTo(void 0);
        applyOutcome(block.onSuccess, { ...callScope, response }, text ? { severity: "success", text } : void 0);
      } catch (error) {
        if (isCallError(error) && error.fieldErrors.length > 0) {
          const { onFields, general } = placeServerErrors(block.submit, error, t);
          setServerErrors(onFields);
          const first = onFields.map(({ field }) => stepOfField(steps, field)).find(Boolean);
          if (first) goTo(first);
          if (general.length > 0 || !first) show("error", general.length > 0 ? general.join(" ") : failureText(block.messages, t));
        } else {
          show("error", failureText(block.messages, t, error));
          if (!isCallError(error)) console.error(`Wizard "${id}" could not be sent`, error);
        }
      } finally {
        setBusy(false);
      }
    },
    [steps, block, scope, provider, t, show, applyOutcome, goTo, id]
  );
  const onStepSubmit = useCallback(
    (data) => {
      const all = { ...answers, ...data };
      merge(data);
      if (isLast) void submitAll(all);
      else goTo(stepIds[index + 1]);
    },
    [answers, merge, isLast, submitAll, goTo, stepIds, index]
  );
  const previousId = index > 0 ? stepIds[index - 1] : void 0;
  const finalLabel = t(block.submitLabel ?? "SUBMIT");
  const back = useMemo(
    () => previousId ? /* @__PURE__ */ jsx2(Button, { type: "button", onClick: () => goTo(previousId), disabled: busy, children: t("BACK") }) : null,
    [previousId, goTo, busy, t]
  );
  const stepActions = useMemo(
    () => /* @__PURE__ */ jsxs2(Fragment, { children: [
      back,
      /* @__PURE__ */ jsx2(Button, { type: "submit", variant: "contained", disabled: busy, children: isLast ? finalLabel : t("NEXT") })
    ] }),
    [back, busy, isLast, finalLabel, t]
  );
  const currentStep = steps.find((step) => step.id === currentId);
  const stepStart = useMemo(
    () => currentStep && answers ? pickFields(answers, stepFields(currentStep.step)) : {},
    // Read when the step mounts; later answers come from the form itself.
    [currentStep?.id, generation, answers === void 0]
  );
  if (loaded.error) return /* @__PURE__ */ jsx2(BlockError, { text: failureText(void 0, t) });
  if (!answers || !currentId) return /* @__PURE__ */ jsx2(Skeleton, { variant: "rectangular", height: 200, role: "progressbar", "aria-label": t("LOADING") });
  const title = currentStep ? t(currentStep.step.title) : t(block.summary?.title ?? "SUMMARY");
  return /* @__PURE__ */ jsxs2(Box2, { children: [
    /* @__PURE__ */ jsx2(TimedMessageBanner, { message, onClose: clear }),
    /* @__PURE__ */ jsx2(Stepper, { activeStep: index, alternativeLabel: true, sx: { mb: 2 }, children: stepIds.map((stepId) => {
      const step = steps.find((entry) => entry.id === stepId);
      return /* @__PURE__ */ jsx2(Step, { children: /* @__PURE__ */ jsx2(StepLabel, { children: step ? t(step.step.title) : t(block.summary?.title ?? "SUMMARY") }) }, stepId);
    }) }),
    /* @__PURE__ */ jsx2(Typography2, { ref: headingRef, tabIndex: -1, variant: "h6", component: "h3", sx: { mb: 1, outline: "none" }, children: title }),
    currentStep ? /* @__PURE__ */ jsx2(
      EngineForm,
      {
        ref: formRef,
        schema: stepSchemas[currentStep.id].schema,
        uiSchema: stepSchemas[currentStep.id].uiSchema,
        initialData: stepStart,
        idPrefix: `${id}_${currentStep.id}`,
        serverErrors,
        onSubmit: onStepSubmit,
        onDataChange: merge,
        submitLabel: null,
        disabled: busy,
        trim: true,
        actions: stepActions
      },
      `${generation}-${currentStep.id}`
    ) : /* @__PURE__ */ jsxs2(Fragment, { children: [
      /* @__PURE__ */ jsx2(
        WizardSummary,
        {
          steps,
          values: answers,
          schemas: Object.fromEntries(steps.map(({ id: stepId }) => [stepId, stepSchemas[stepId].schema])),
          choices,
          format
        }
      ),
      /* @__PURE__ */ jsxs2(Box2, { sx: { mt: 2, display: "flex", gap: 1 }, children: [
        back,
        /* @__PURE__ */ jsx2(Button, { type: "button", variant: "contained", disabled: busy, onClick: () => void submitAll(answers), children: finalLabel })
      ] })
    ] })
  ] });
}
function pickFields(values, fields) {
  return Object.fromEntries(fields.filter((name) => values[name] !== void 0).map((name) => [name, values[name]]));
}
export {
  WizardBlock as default
};
