import {
  ActionIcon,
  hasActionIcon
} from "./chunk-TKKBZQ66.js";
import {
  translateFieldError
} from "./chunk-ZQ3R7MOC.js";
import {
  RULE_FORMATS
} from "./chunk-FDE3DEAJ.js";
import {
  failureText,
  successText
} from "./chunk-7YJTUK27.js";
import {
  linkAddress,
  useOutcome
} from "./chunk-HQ6OK6EZ.js";
import {
  isCallError,
  resolveCall,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  evaluateCondition,
  formFieldOfServerError,
  resolveBinding,
  useLocalScope,
  useScreen
} from "./chunk-XIH3SNWH.js";

// src/engine/blocks/actions/ActionButton.tsx
import { useEffect, useRef, useState as useState2 } from "react";
import { useTranslation as useTranslation3 } from "react-i18next";
import Button2 from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

// src/engine/blocks/actions/ActionDialog.tsx
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { jsx, jsxs } from "react/jsx-runtime";
function ActionDialog(props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState();
  const reasonRule = RULE_FORMATS.reason;
  const validate = (value) => {
    const trimmed = value.trim();
    if (!trimmed && props.reason?.required !== false) return t("REQUIRED_FIELD");
    if (!reasonRule.validate(trimmed)) return t(reasonRule.messageKey, reasonRule.params);
    return void 0;
  };
  const submit = (event) => {
    event.preventDefault();
    if (!props.reason) {
      props.onConfirm(void 0);
      return;
    }
    const error = validate(reason);
    setReasonError(error);
    if (!error) props.onConfirm(reason.trim() || void 0);
  };
  const close = () => {
    if (props.busy) return;
    setReason("");
    setReasonError(void 0);
    props.onCancel();
  };
  const shownReasonError = reasonError ?? props.reasonServerError;
  return /* @__PURE__ */ jsx(Dialog, { open: props.open, onClose: close, "aria-labelledby": titleId, fullWidth: true, maxWidth: "sm", children: /* @__PURE__ */ jsxs("form", { onSubmit: submit, noValidate: true, children: [
    /* @__PURE__ */ jsx(DialogTitle, { id: titleId, children: props.confirm?.title ? t(props.confirm.title) : props.label }),
    /* @__PURE__ */ jsxs(DialogContent, { children: [
      props.confirm ? /* @__PURE__ */ jsx(DialogContentText, { children: t(props.confirm.message) }) : null,
      props.reason ? /* @__PURE__ */ jsx(
        TextField,
        {
          autoFocus: true,
          fullWidth: true,
          multiline: true,
          minRows: 2,
          margin: "normal",
          label: t(props.reason.label),
          required: props.reason.required !== false,
          value: reason,
          onChange: (event) => setReason(event.target.value),
          onBlur: () => reason && setReasonError(validate(reason)),
          error: Boolean(shownReasonError),
          helperText: shownReasonError,
          disabled: props.busy
        }
      ) : null
    ] }),
    /* @__PURE__ */ jsxs(DialogActions, { children: [
      /* @__PURE__ */ jsx(Button, { onClick: close, disabled: props.busy, children: t(props.confirm?.cancelLabel ?? "CANCEL") }),
      /* @__PURE__ */ jsx(Button, { type: "submit", variant: "contained", disabled: props.busy, children: t(props.confirm?.confirmLabel ?? "CONFIRM") })
    ] })
  ] }) });
}

// src/engine/blocks/actions/use-action-runner.ts
import { useCallback } from "react";
import { useTranslation as useTranslation2 } from "react-i18next";

// src/engine/blocks/actions/file-in-data.ts
var UnsafeFileAddressError = class extends Error {
  constructor(address) {
    super(`Refused to open "${address.slice(0, 40)}": only data: URLs and addresses of this portal can be saved.`);
    this.name = "UnsafeFileAddressError";
  }
};
async function fileFromData(address, fileName, origin, fetcher = fetch) {
  if (typeof address !== "string" || address === "") throw new UnsafeFileAddressError(String(address));
  const name = typeof fileName === "string" && fileName.trim() ? fileName.trim() : "download";
  let url;
  try {
    url = new URL(address, origin);
  } catch {
    throw new UnsafeFileAddressError(address);
  }
  const sameOrigin = (url.protocol === "http:" || url.protocol === "https:") && url.origin === new URL(origin).origin;
  if (url.protocol !== "data:" && !sameOrigin) throw new UnsafeFileAddressError(address);
  const response = await fetcher(url.href);
  if (!response.ok) throw new Error(`The file could not be read (status ${response.status}).`);
  return { blob: await response.blob(), fileName: name };
}

// src/engine/blocks/actions/use-action-runner.ts
function useActionRunner(scope, showMessage) {
  const { t } = useTranslation2();
  const provider = useDataProvider();
  const screen = useScreen();
  const local = useLocalScope();
  const applyOutcome = useOutcome();
  return useCallback(
    async (action, run = {}) => {
      const callScope = run.reason === void 0 ? scope : { ...scope, form: { reason: run.reason } };
      try {
        if (action.navigate) {
          screen.navigate(linkAddress(action.navigate, callScope, screen.routePath));
          return { ok: true };
        }
        if (action.openModal) {
          screen.store.openModal(action.openModal, callScope.row === void 0 ? {} : { row: callScope.row });
          return { ok: true };
        }
        if (action.file) {
          const file = await fileFromData(resolveBinding(action.file.url, callScope), resolveBinding(action.file.fileName, callScope), window.location.origin);
          screen.saveFile(file);
          return { ok: true };
        }
        if (action.download) {
          const resolved = resolveCall(action.download.call, callScope);
          const fallback = resolveBinding(action.download.fallback, callScope);
          const file = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent, download: fallback });
          screen.saveFile(file);
          return { ok: true };
        }
        let response;
        if (action.call) {
          const scopes = run.rows ? run.rows.map((row) => ({ ...callScope, row })) : [callScope];
          for (const rowScope of scopes) {
            const resolved = resolveCall(action.call, rowScope);
            response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
          }
        } else if (local.modalId && !action.onSuccess) {
          screen.store.closeModal(local.modalId);
          return { ok: true };
        }
        const text = successText(action.messages, response, t);
        if (text) showMessage("success", text);
        applyOutcome(action.onSuccess, { ...callScope, response }, text ? { severity: "success", text } : void 0);
        return { ok: true };
      } catch (error) {
        if (isCallError(error) && action.call) {
          const onReason = error.fieldErrors.find((fieldError) => formFieldOfServerError(action.call, fieldError.field) === "reason");
          if (onReason) return { ok: false, reasonError: translateFieldError(onReason, t) };
        }
        showMessage("error", failureText(action.messages, t, error));
        if (!isCallError(error)) console.error("Action failed", error);
        return { ok: false };
      }
    },
    [scope, provider, screen, local.modalId, applyOutcome, showMessage, t]
  );
}

// src/engine/blocks/actions/ActionButton.tsx
import { Fragment, jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
function ActionButton({ action, scope, showMessage, size = "medium", disabled, rows, onDone, compact, register }) {
  const { t } = useTranslation3();
  const startRef = useRef(() => void 0);
  useEffect(() => register?.(() => startRef.current()), [register]);
  const run = useActionRunner(scope, showMessage);
  const [dialogOpen, setDialogOpen] = useState2(false);
  const [busy, setBusy] = useState2(false);
  const [reasonServerError, setReasonServerError] = useState2();
  if (action.visible && !evaluateCondition(action.visible, scope)) return null;
  const enabled = !disabled && (!action.enabled || evaluateCondition(action.enabled, scope));
  const label = t(action.label);
  const execute = async (reason) => {
    setBusy(true);
    setReasonServerError(void 0);
    const result = await run(action, { ...reason !== void 0 ? { reason } : {}, ...rows ? { rows } : {} });
    setBusy(false);
    if (result.ok) {
      setDialogOpen(false);
      onDone?.();
    } else if (result.reasonError) {
      setReasonServerError(result.reasonError);
    } else {
      setDialogOpen(false);
    }
  };
  const onClick = () => {
    if (action.confirm || action.reason) setDialogOpen(true);
    else void execute(void 0);
  };
  startRef.current = onClick;
  const iconOnly = compact && hasActionIcon(action.icon);
  const iconButton = /* @__PURE__ */ jsx2(IconButton, { size: "small", color: action.color ?? "primary", "aria-label": label, disabled: !enabled || busy, onClick, children: /* @__PURE__ */ jsx2(ActionIcon, { name: action.icon }) });
  const button = register ? null : iconOnly ? enabled && !busy ? /* @__PURE__ */ jsx2(Tooltip, { title: label, children: iconButton }) : iconButton : /* @__PURE__ */ jsx2(
    Button2,
    {
      size,
      variant: action.variant ?? "outlined",
      color: action.color ?? "primary",
      startIcon: /* @__PURE__ */ jsx2(ActionIcon, { name: action.icon }),
      disabled: !enabled || busy,
      onClick,
      children: label
    }
  );
  return /* @__PURE__ */ jsxs2(Fragment, { children: [
    button && !enabled && action.disabledHint ? /* @__PURE__ */ jsx2(Tooltip, { title: t(action.disabledHint), children: /* @__PURE__ */ jsx2("span", { tabIndex: 0, "aria-label": `${label}: ${t(action.disabledHint)}`, children: button }) }) : button,
    action.confirm || action.reason ? /* @__PURE__ */ jsx2(
      ActionDialog,
      {
        open: dialogOpen,
        label,
        confirm: action.confirm,
        reason: action.reason,
        busy,
        reasonServerError,
        onConfirm: (reason) => void execute(reason),
        onCancel: () => setDialogOpen(false)
      }
    ) : null
  ] });
}

export {
  ActionButton
};
