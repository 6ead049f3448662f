import {
  formatValue
} from "./chunk-EVHCARAO.js";

// src/engine/blocks/format/FormattedValue.tsx
import Link from "@mui/material/Link";

// src/engine/blocks/format/ProgressValue.tsx
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { jsx, jsxs } from "react/jsx-runtime";
function ProgressValue({ value, text, label }) {
  const bounded = Math.min(100, Math.max(0, value));
  return /* @__PURE__ */ jsxs(Box, { sx: { display: "flex", alignItems: "center", gap: 1, minWidth: 160 }, children: [
    /* @__PURE__ */ jsx(LinearProgress, { variant: "determinate", value: bounded, "aria-label": label, sx: { flex: 1, height: 8, borderRadius: 1 } }),
    /* @__PURE__ */ jsx(Typography, { variant: "body2", component: "span", sx: { minWidth: "4ch", textAlign: "end" }, children: text })
  ] });
}

// src/engine/blocks/format/FormattedValue.tsx
import { Fragment, jsx as jsx2 } from "react/jsx-runtime";
var SAFE_LINK = /^(https?:\/\/|mailto:)/i;
function FormattedValue({ value, format, context, label }) {
  const text = formatValue(value, format, context);
  if (format === "progress" && typeof value === "number" && Number.isFinite(value)) return /* @__PURE__ */ jsx2(ProgressValue, { value, text, label });
  if (format === "link" && typeof value === "string" && SAFE_LINK.test(value)) {
    return /* @__PURE__ */ jsx2(Link, { href: value, target: "_blank", rel: "noopener noreferrer", children: text });
  }
  if (format === "email" && typeof value === "string" && value.includes("@")) {
    return /* @__PURE__ */ jsx2(Link, { href: `mailto:${value}`, children: text });
  }
  return /* @__PURE__ */ jsx2(Fragment, { children: text });
}

export {
  FormattedValue
};
