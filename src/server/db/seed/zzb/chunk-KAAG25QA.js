// src/engine/blocks/unknown/BlockError.tsx
import Alert from "@mui/material/Alert";
import { jsx, jsxs } from "react/jsx-runtime";
function BlockError({ text, detail }) {
  return /* @__PURE__ */ jsxs(Alert, { severity: "error", role: "alert", "data-block-error": "", children: [
    text,
    detail ? /* @__PURE__ */ jsx("div", { style: { fontSize: "0.85em", opacity: 0.8 }, children: detail }) : null
  ] });
}

export {
  BlockError
};
