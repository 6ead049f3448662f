import {
  useFormatContext
} from "./chunk-WD6LUDVR.js";
import {
  formatValue
} from "./chunk-EVHCARAO.js";
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
  useBindingScope,
  useScreen,
  useScreenSelector
} from "./chunk-XIH3SNWH.js";
import {
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/chart/ChartBlock.tsx
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import Skeleton from "@mui/material/Skeleton";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import { PieChart } from "@mui/x-charts/PieChart";

// src/engine/blocks/chart/category-axis.ts
function categoryAxis(categories, scaleType, label) {
  if (scaleType === "time" || scaleType === "linear") return { scaleType, data: [...categories], label };
  return {
    scaleType,
    data: categories.map((_, index) => index),
    valueFormatter: (index) => categories[index] ?? "",
    label
  };
}

// src/engine/blocks/chart/ChartBlock.tsx
import { jsx, jsxs } from "react/jsx-runtime";
var DEFAULT_HEIGHT_PX = 320;
function skinChartColors(theme) {
  const { primary, secondary, grey } = theme.palette;
  return [primary.main, secondary.main, primary.light, secondary.light, primary.dark, secondary.dark, grey[500], grey[700]];
}
function ChartBlock({ id, block }) {
  const { t } = useTranslation();
  const format = useFormatContext();
  const screen = useScreen();
  const filters = useScreenSelector(screen.store, useCallback((state) => state.filters[id], [id]));
  const local = useMemo(() => filters ? { filters } : void 0, [filters]);
  const scope = useBindingScope(block, local);
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData(id, block.call, options);
  const series = useMemo(() => orderedEntries(block.series), [block.series]);
  const theme = useTheme();
  const colors = useMemo(() => skinChartColors(theme), [theme]);
  if (error) return /* @__PURE__ */ jsx(BlockError, { text: failureText(void 0, t) });
  if (loading && data === void 0) return /* @__PURE__ */ jsx(Skeleton, { variant: "rectangular", height: block.height ?? DEFAULT_HEIGHT_PX, role: "progressbar", "aria-label": t("LOADING") });
  const raw = valueAtPath(data, block.items);
  const items = Array.isArray(raw) ? raw : [];
  if (items.length === 0) return /* @__PURE__ */ jsx(Typography, { role: "status", children: t(block.emptyState ?? "NO_DATA_FOUND") });
  const categories = items.map((item) => String(valueAtPath(item, block.x.field) ?? ""));
  const values = series.map(([seriesId, entry]) => ({
    id: seriesId,
    label: t(entry.label),
    data: items.map((item) => {
      const value = Number(valueAtPath(item, entry.field));
      return Number.isFinite(value) ? value : null;
    }),
    valueFormatter: (value) => value === null ? "" : formatValue(value, entry.format, format),
    ...entry.stack ? { stack: entry.stack } : {}
  }));
  const height = block.height ?? DEFAULT_HEIGHT_PX;
  const title = block.title ? t(block.title) : void 0;
  return /* @__PURE__ */ jsxs("figure", { style: { margin: 0 }, "aria-label": title, children: [
    block.chart === "pie" ? /* @__PURE__ */ jsx(
      PieChart,
      {
        height,
        colors,
        series: [
          {
            data: categories.map((label, index) => ({ id: index, label, value: values[0]?.data[index] ?? 0 })),
            valueFormatter: (item) => values[0]?.valueFormatter(item.value) ?? String(item.value)
          }
        ]
      }
    ) : block.chart === "line" ? /* @__PURE__ */ jsx(
      LineChart,
      {
        height,
        colors,
        xAxis: [categoryAxis(categories, block.x.scale ?? "point", block.x.label ? t(block.x.label) : void 0)],
        yAxis: [{ label: block.yLabel ? t(block.yLabel) : void 0 }],
        series: values
      }
    ) : /* @__PURE__ */ jsx(
      BarChart,
      {
        height,
        colors,
        xAxis: [categoryAxis(categories, "band", block.x.label ? t(block.x.label) : void 0)],
        yAxis: [{ label: block.yLabel ? t(block.yLabel) : void 0 }],
        series: values
      }
    ),
    /* @__PURE__ */ jsxs("table", { className: "sr-only", style: visuallyHidden, "data-chart-data": id, children: [
      title ? /* @__PURE__ */ jsx("caption", { children: title }) : null,
      /* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "col", children: block.x.label ? t(block.x.label) : "" }),
        values.map((entry) => /* @__PURE__ */ jsx("th", { scope: "col", children: entry.label }, entry.id))
      ] }) }),
      /* @__PURE__ */ jsx("tbody", { children: categories.map((category, index) => /* @__PURE__ */ jsxs("tr", { children: [
        /* @__PURE__ */ jsx("th", { scope: "row", children: category }),
        values.map((entry) => /* @__PURE__ */ jsx("td", { children: entry.valueFormatter(entry.data[index] ?? null) }, entry.id))
      ] }, `${category}-${index}`)) })
    ] })
  ] });
}
var visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0
};
export {
  ChartBlock as default,
  skinChartColors
};
