import "./chunk-RZXVW46K.js";
import {
  ActionButton
} from "./chunk-3BWDJ5YL.js";
import "./chunk-TKKBZQ66.js";
import "./chunk-ZQ3R7MOC.js";
import {
  TimedMessageBanner,
  useTimedMessage
} from "./chunk-Q2GLIJUG.js";
import "./chunk-FDE3DEAJ.js";
import "./chunk-P7PK3SWY.js";
import "./chunk-7YJTUK27.js";
import "./chunk-HQ6OK6EZ.js";
import "./chunk-K7NDGWBJ.js";
import {
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import {
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/actions/ActionsBlock.tsx
import Box from "@mui/material/Box";
import { jsx, jsxs } from "react/jsx-runtime";
function ActionsBlock({ block }) {
  const scope = useBindingScope(block);
  const { message, show, clear } = useTimedMessage();
  return /* @__PURE__ */ jsxs(Box, { children: [
    /* @__PURE__ */ jsx(TimedMessageBanner, { message, onClose: clear }),
    /* @__PURE__ */ jsx(Box, { sx: { display: "flex", flexWrap: "wrap", gap: 1, justifyContent: block.align === "start" ? "flex-start" : "flex-end" }, children: orderedEntries(block.buttons).map(([id, action]) => /* @__PURE__ */ jsx(ActionButton, { action, scope, showMessage: show }, id)) })
  ] });
}
export {
  ActionsBlock as default
};
