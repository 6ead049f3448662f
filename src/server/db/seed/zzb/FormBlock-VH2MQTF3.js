import {
  NOT_READY,
  callValues,
  placeServerErrors,
  readWhenReady,
  schemaValues
} from "./chunk-MFRRZ7IX.js";
import {
  ActionButton
} from "./chunk-3BWDJ5YL.js";
import "./chunk-TKKBZQ66.js";
import "./chunk-ZQ3R7MOC.js";
import {
  TimedMessageBanner,
  useTimedMessage
} from "./chunk-Q2GLIJUG.js";
import {
  useFieldSchemas,
  useShownFields
} from "./chunk-KZF6AWOJ.js";
import {
  EngineForm,
  FieldSearchContext,
  useFieldChoices
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
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/form/FormBlock.tsx
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import { jsx, jsxs } from "react/jsx-runtime";
function FormBlock({ id, block }) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const applyOutcome = useOutcome();
  const { message, show, clear } = useTimedMessage();
  const scope = useBindingScope(block);
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const loaded = useBlockData(id, block.load, loadOptions);
  const startValues = useMemo(() => {
    if (block.load && loaded.data === void 0) return void 0;
    const source = block.initialValues ? readWhenReady(block.initialValues, scope) : loaded.data;
    if (source === NOT_READY) return void 0;
    return schemaValues(source ?? {}, block.schema);
  }, [block.load, block.initialValues, block.schema, loaded.data, scope]);
  const initial = useRef(void 0);
  if (!initial.current && startValues) initial.current = startValues;
  const [values, setValues] = useState({});
  const formScope = useMemo(() => ({ ...scope, form: { ...initial.current, ...values } }), [scope, values]);
  const choices = useFieldChoices(block.options, formScope);
  const search = useMemo(() => ({ options: block.options ?? {}, scope: formScope }), [block.options, formScope]);
  const shown = useShownFields(block.schema, block.uiSchema, scope);
  const fields = useFieldSchemas(shown.schema, shown.uiSchema, choices);
  const [serverErrors, setServerErrors] = useState([]);
  const [busy, setBusy] = useState(false);
  const readOnly = useMemo(() => block.readOnly ? evaluateCondition(block.readOnly, scope) : false, [block.readOnly, scope]);
  const submit = useCallback(
    async (data) => {
      const sent = callValues(data, block.schema, block.transient);
      const callScope = { ...scope, form: sent };
      setBusy(true);
      setServerErrors([]);
      try {
        const resolved = resolveCall(block.submit, callScope);
        const response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
        const text = successText(block.messages, response, t);
        if (text) show("success", text);
        applyOutcome(block.onSuccess, { ...callScope, response }, text ? { severity: "success", text } : void 0);
      } catch (error) {
        if (isCallError(error) && error.fieldErrors.length > 0) {
          const { onFields, general } = placeServerErrors(block.submit, error, t);
          setServerErrors(onFields);
          if (general.length > 0) show("error", general.join(" "));
        } else {
          show("error", failureText(block.messages, t, error));
          if (!isCallError(error)) console.error(`Form "${id}" could not be sent`, error);
        }
      } finally {
        setBusy(false);
      }
    },
    [block, scope, provider, t, show, applyOutcome, id]
  );
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const onSubmit = useCallback((data) => {
    if (!readOnlyRef.current) void latestSubmit.current(data);
  }, []);
  const cancel = useMemo(
    () => block.cancel ? /* @__PURE__ */ jsx(ActionButton, { action: block.cancel, scope, showMessage: show }) : void 0,
    [block.cancel, scope, show]
  );
  if (loaded.error) return /* @__PURE__ */ jsx(BlockError, { text: failureText(void 0, t), detail: loaded.error instanceof Error ? loaded.error.message : void 0 });
  if (!initial.current) return /* @__PURE__ */ jsx(Skeleton, { variant: "rectangular", height: 160, role: "progressbar", "aria-label": t("LOADING") });
  return /* @__PURE__ */ jsxs(Box, { children: [
    /* @__PURE__ */ jsx(TimedMessageBanner, { message, onClose: clear }),
    /* @__PURE__ */ jsx(FieldSearchContext.Provider, { value: search, children: /* @__PURE__ */ jsx(
      EngineForm,
      {
        schema: fields.schema,
        uiSchema: fields.uiSchema,
        initialData: initial.current,
        idPrefix: id,
        serverErrors,
        onSubmit,
        onDataChange: setValues,
        submitLabel: readOnly ? null : t(block.submitLabel ?? "SAVE"),
        disabled: busy || readOnly,
        trim: block.trim !== false,
        actions: readOnly ? void 0 : cancel
      }
    ) }),
    busy ? /* @__PURE__ */ jsx(LinearProgress, { sx: { mt: 1 }, "aria-label": t("FORM_SENDING") }) : null
  ] });
}
export {
  FormBlock as default
};
