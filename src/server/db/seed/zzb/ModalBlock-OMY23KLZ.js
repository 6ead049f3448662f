import "./chunk-RZXVW46K.js";
import {
  ActionIcon
} from "./chunk-TKKBZQ66.js";
import {
  TimedMessageBanner,
  useTimedMessage
} from "./chunk-Q2GLIJUG.js";
import "./chunk-P7PK3SWY.js";
import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  LocalScopeProvider,
  evaluateCondition,
  useBindingScope,
  useScreen,
  useScreenSelector
} from "./chunk-XIH3SNWH.js";
import {
  BLOCK_KIND_MODULES,
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/modal/ModalBlock.tsx
import { useCallback as useCallback2, useEffect, useId, useMemo as useMemo2 } from "react";
import { useTranslation as useTranslation4 } from "react-i18next";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import CloseIcon from "@mui/icons-material/Close";

// src/engine/renderer/BlockList.tsx
import { Suspense, useCallback, useMemo } from "react";
import { useTranslation as useTranslation3 } from "react-i18next";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";

// src/engine/registry.ts
import { lazy } from "react";
var renderers = new Map(Object.entries(BLOCK_KIND_MODULES).map(([kind, module]) => [kind, lazy(module.renderer)]));
function rendererFor(kind) {
  return typeof kind === "string" ? renderers.get(kind) : void 0;
}
var BLOCK_KINDS = Object.keys(BLOCK_KIND_MODULES);

// src/engine/blocks/unknown/UnknownBlock.tsx
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
function UnknownBlock({ id, kind }) {
  const { t } = useTranslation();
  return /* @__PURE__ */ jsx(BlockError, { text: t("UNKNOWN_BLOCK_KIND", { kind: String(kind), id }) });
}

// src/engine/renderer/BlockErrorBoundary.tsx
import { Component } from "react";
import { jsx as jsx2 } from "react/jsx-runtime";
var BlockErrorBoundary = class extends Component {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  componentDidCatch(error) {
    console.error(`Block "${this.props.blockId}" failed to render`, error);
  }
  render() {
    return this.state.error ? /* @__PURE__ */ jsx2(BlockError, { text: this.props.failureText }) : this.props.children;
  }
};

// src/engine/renderer/DisabledBlockNotice.tsx
import { useTranslation as useTranslation2 } from "react-i18next";
import Alert from "@mui/material/Alert";
import { jsx as jsx3 } from "react/jsx-runtime";
function DisabledBlockNotice({ id, hint }) {
  const { t } = useTranslation2();
  if (!hint) return null;
  return /* @__PURE__ */ jsx3(Alert, { severity: "warning", "data-block-disabled": id, children: t(hint) });
}

// src/engine/renderer/BlockList.tsx
import { jsx as jsx4, jsxs } from "react/jsx-runtime";
var NO_FILTERS = {};
var BLOCK_CELL = { "&:empty": { display: "none" } };
var MODAL_CELL = { "&:not(:has(.MuiAlert-root))": { display: "none" } };
function BlockList({ blocks }) {
  const entries = useMemo(() => orderedEntries(blocks), [blocks]);
  return /* @__PURE__ */ jsx4(Grid, { container: true, spacing: 2, children: entries.map(([id, block]) => (
    // A hidden block renders nothing: its cell goes too (:empty), so it leaves no gap in the page.
    // A modal without a trigger shows nothing in the page but the message a call that closed
    // it leaves behind, so its cell shows only while it holds one.
    /* @__PURE__ */ jsx4(Grid, { size: { xs: 12, md: block.span ?? 12 }, sx: block.kind === "modal" && !block.trigger ? MODAL_CELL : BLOCK_CELL, children: /* @__PURE__ */ jsx4(BlockFrame, { id, block }) }, id)
  )) });
}
function BlockFrame({ id, block }) {
  const { t } = useTranslation3();
  const conditions = useMemo(() => ({ visible: block.visible, enabled: block.enabled }), [block.visible, block.enabled]);
  const screen = useScreen();
  const applied = useScreenSelector(screen.store, useCallback((state) => state.filters[id], [id]));
  const tableScope = useMemo(() => block.kind === "table" || applied ? { filters: applied ?? NO_FILTERS } : void 0, [block.kind, applied]);
  const scope = useBindingScope(conditions, tableScope);
  let visible = true;
  let enabled = true;
  let conditionError;
  try {
    if (block.visible) visible = evaluateCondition(block.visible, scope);
    if (visible && block.enabled) enabled = evaluateCondition(block.enabled, scope);
  } catch (error) {
    conditionError = error instanceof Error ? error.message : String(error);
  }
  if (conditionError) return /* @__PURE__ */ jsx4(BlockError, { text: t("BLOCK_FAILED"), detail: conditionError });
  if (!visible) return null;
  if (!enabled) return /* @__PURE__ */ jsx4(DisabledBlockNotice, { id, hint: block.disabledHint });
  const Renderer = rendererFor(block.kind);
  if (!Renderer) return /* @__PURE__ */ jsx4(UnknownBlock, { id, kind: block.kind });
  const heading = block.title && block.kind !== "modal" ? /* @__PURE__ */ jsx4(Typography, { variant: "h6", component: "h2", sx: { mb: 1 }, children: t(block.title) }) : null;
  return /* @__PURE__ */ jsxs("section", { "aria-label": block.title && block.kind !== "modal" ? t(block.title) : void 0, "data-block-id": id, children: [
    heading,
    /* @__PURE__ */ jsx4(BlockErrorBoundary, { blockId: id, failureText: t("BLOCK_FAILED"), children: /* @__PURE__ */ jsx4(Suspense, { fallback: /* @__PURE__ */ jsx4(Skeleton, { variant: "rectangular", height: 48, role: "progressbar", "aria-label": t("LOADING") }), children: /* @__PURE__ */ jsx4(Renderer, { id, block }) }) })
  ] });
}

// src/engine/blocks/modal/ModalBlock.tsx
import { Fragment, jsx as jsx5, jsxs as jsxs2 } from "react/jsx-runtime";
function ModalBlock({ id, block }) {
  const { t } = useTranslation4();
  const titleId = useId();
  const screen = useScreen();
  const opening = useScreenSelector(screen.store, useCallback2((state) => state.modals[id], [id]));
  const close = useCallback2(() => screen.store.closeModal(id), [screen.store, id]);
  const open = useCallback2(() => screen.store.openModal(id), [screen.store, id]);
  const scope = useMemo2(() => ({ modalId: id, ...opening?.row !== void 0 ? { row: opening.row } : {} }), [id, opening]);
  const title = block.title ? t(block.title) : block.trigger ? t(block.trigger.label) : void 0;
  const notice = useScreenSelector(screen.store, useCallback2((state) => state.modalNotices[id], [id]));
  const { message, show, clear } = useTimedMessage();
  useEffect(() => {
    if (notice) show(notice.severity, notice.text);
  }, [notice, show]);
  return /* @__PURE__ */ jsxs2(Fragment, { children: [
    /* @__PURE__ */ jsx5(TimedMessageBanner, { message, onClose: clear }),
    block.trigger ? /* @__PURE__ */ jsx5(Button, { variant: block.trigger.variant ?? "contained", startIcon: /* @__PURE__ */ jsx5(ActionIcon, { name: block.trigger.icon }), onClick: open, "aria-haspopup": "dialog", children: t(block.trigger.label) }) : null,
    /* @__PURE__ */ jsxs2(Dialog, { open: Boolean(opening), onClose: close, "aria-labelledby": title ? titleId : void 0, fullWidth: true, maxWidth: block.size ?? "sm", children: [
      title ? /* @__PURE__ */ jsx5(DialogTitle, { id: titleId, sx: { pr: 6 }, children: title }) : null,
      /* @__PURE__ */ jsx5(IconButton, { "aria-label": t("CLOSE"), onClick: close, sx: { position: "absolute", right: 8, top: 8 }, children: /* @__PURE__ */ jsx5(CloseIcon, {}) }),
      /* @__PURE__ */ jsx5(DialogContent, { children: opening ? /* @__PURE__ */ jsx5(LocalScopeProvider, { value: scope, children: /* @__PURE__ */ jsx5(BlockList, { blocks: block.blocks }) }) : null })
    ] })
  ] });
}
export {
  ModalBlock as default
};
