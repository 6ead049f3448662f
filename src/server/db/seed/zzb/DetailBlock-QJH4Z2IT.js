import {
  FormattedValue
} from "./chunk-ZPWCNF3I.js";
import {
  useFormatContext
} from "./chunk-WD6LUDVR.js";
import "./chunk-EVHCARAO.js";
import "./chunk-TPIJBDFO.js";
import "./chunk-RZXVW46K.js";
import "./chunk-HMKBFSWJ.js";
import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  failureText
} from "./chunk-7YJTUK27.js";
import {
  valueAtPath
} from "./chunk-J6VYGOBM.js";
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
import {
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/detail/DetailBlock.tsx
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { jsx, jsxs } from "react/jsx-runtime";
var EMPTY_VALUE = "\u2013";
function DetailBlock({ id, block }) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const screen = useScreen();
  const filters = useScreenSelector(screen.store, useCallback((state) => state.filters[id], [id]));
  const local = useMemo(() => filters ? { filters } : void 0, [filters]);
  const scope = useBindingScope(block, local);
  const options = useMemo(() => ({ scope }), [scope]);
  const called = useBlockData(id, block.call, options);
  const shared = useMemo(() => block.from === void 0 ? void 0 : readShared(block.from, scope), [block.from, scope]);
  const { data, loading, error } = block.from === void 0 ? called : shared;
  if (error) return /* @__PURE__ */ jsx(BlockError, { text: failureText(void 0, t) });
  if (loading && data === void 0) return /* @__PURE__ */ jsx(Skeleton, { variant: "rectangular", height: 96, role: "progressbar", "aria-label": t("LOADING") });
  const record = block.record ? valueAtPath(data, block.record) : data;
  const columns = block.columns ?? 2;
  if (block.emptyState && (record === null || record === void 0)) {
    return /* @__PURE__ */ jsx(Typography, { color: "text.secondary", "data-empty-state": true, children: t(block.emptyState) });
  }
  return /* @__PURE__ */ jsx(
    Box,
    {
      component: "dl",
      sx: {
        display: "grid",
        gridTemplateColumns: { xs: "max-content 1fr", md: `repeat(${columns}, max-content 1fr)` },
        columnGap: 2,
        rowGap: 1,
        m: 0
      },
      children: orderedEntries(block.fields).map(([fieldId, field]) => {
        const value = valueAtPath(record, field.field);
        const empty = value === void 0 || value === null || value === "";
        return /* @__PURE__ */ jsxs(Box, { sx: { display: "contents" }, children: [
          /* @__PURE__ */ jsx(Box, { component: "dt", sx: { fontWeight: 600 }, children: t(field.label) }),
          /* @__PURE__ */ jsx(Box, { component: "dd", sx: { m: 0 }, "data-field": fieldId, children: empty ? field.emptyText ? t(field.emptyText) : EMPTY_VALUE : /* @__PURE__ */ jsx(FormattedValue, { value, format: field.format, context: format, label: t(field.label) }) })
        ] }, fieldId);
      })
    }
  );
}
function readShared(from, scope) {
  try {
    const data = resolveBinding(from, scope);
    return { data, loading: data === void 0, error: void 0 };
  } catch (error) {
    return { data: void 0, loading: false, error };
  }
}
export {
  DetailBlock as default
};
