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
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/map/MapBlock.tsx
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import Skeleton from "@mui/material/Skeleton";
import { alpha, useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

// src/engine/blocks/map/map-projection.ts
var MILES_PER_DEGREE = 69;
function projectionAround(reference) {
  const shrink = Math.cos(reference.latitude * Math.PI / 180);
  return {
    toPlane: (point) => ({
      x: (point.longitude - reference.longitude) * MILES_PER_DEGREE * shrink,
      y: (reference.latitude - point.latitude) * MILES_PER_DEGREE
    })
  };
}
function boundsOf(points, circle) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  if (circle) {
    xs.push(circle.centre.x - circle.radius, circle.centre.x + circle.radius);
    ys.push(circle.centre.y - circle.radius, circle.centre.y + circle.radius);
  }
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const margin = Math.max(1, (maxX - minX) * 0.06, (maxY - minY) * 0.06);
  return { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
}
function scaleBarMiles(widthMiles) {
  const target = widthMiles / 5;
  const power = 10 ** Math.floor(Math.log10(Math.max(target, 0.1)));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= target) ?? 10;
  return step * power;
}

// src/engine/blocks/map/MapBlock.tsx
import { jsx, jsxs } from "react/jsx-runtime";
var DEFAULT_HEIGHT_PX = 360;
var WIDTH_PX = 960;
var numberAt = (record, path) => {
  if (!path) return void 0;
  const value = valueAtPath(record, path);
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
};
function MapBlock({ id, block }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const scope = useBindingScope(block);
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData(id, block.call, options);
  const height = block.height ?? DEFAULT_HEIGHT_PX;
  const drawing = useMemo(() => {
    const raw = valueAtPath(data, block.points.items);
    const places = (Array.isArray(raw) ? raw : []).flatMap((item) => {
      const latitude = numberAt(item, block.points.latitude);
      const longitude = numberAt(item, block.points.longitude);
      if (latitude === void 0 || longitude === void 0) return [];
      const label = block.points.label ? valueAtPath(item, block.points.label) : void 0;
      return [{ latitude, longitude, label: label === void 0 || label === null ? "" : String(label) }];
    });
    const centreLatitude = numberAt(data, block.centre?.latitude);
    const centreLongitude = numberAt(data, block.centre?.longitude);
    const centre = centreLatitude !== void 0 && centreLongitude !== void 0 ? { latitude: centreLatitude, longitude: centreLongitude, label: String(valueAtPath(data, block.centre?.label ?? "") ?? "") } : void 0;
    if (places.length === 0 && !centre) return void 0;
    const radius = numberAt(data, block.radiusMiles);
    const reference = centre ?? places[0];
    const projection = projectionAround(reference);
    const plane = places.map((place) => ({ place, at: projection.toPlane(place) }));
    const centreAt = centre ? projection.toPlane(centre) : void 0;
    const circle = centreAt && radius !== void 0 && radius > 0 ? { centre: centreAt, radius } : void 0;
    const bounds = boundsOf([...plane.map((p) => p.at), ...centreAt ? [centreAt] : []], circle);
    const widthMiles = bounds.maxX - bounds.minX;
    const heightMiles = bounds.maxY - bounds.minY;
    const scale = Math.min(WIDTH_PX / widthMiles, height / heightMiles);
    const offsetX = (WIDTH_PX - widthMiles * scale) / 2;
    const offsetY = (height - heightMiles * scale) / 2;
    const toPx = (p) => ({ x: offsetX + (p.x - bounds.minX) * scale, y: offsetY + (p.y - bounds.minY) * scale });
    const bar = scaleBarMiles(widthMiles);
    return {
      points: plane.map(({ place, at }) => ({ place, ...toPx(at) })),
      centre: centre && centreAt ? { place: centre, ...toPx(centreAt) } : void 0,
      circle: circle ? { ...toPx(circle.centre), r: circle.radius * scale, miles: circle.radius } : void 0,
      bar: { miles: bar, px: bar * scale },
      count: places.length
    };
  }, [data, block.points, block.centre, block.radiusMiles, height]);
  if (error) return /* @__PURE__ */ jsx(BlockError, { text: failureText(void 0, t) });
  if (loading && data === void 0) return /* @__PURE__ */ jsx(Skeleton, { variant: "rectangular", height, role: "progressbar", "aria-label": t("LOADING") });
  if (!drawing) return /* @__PURE__ */ jsx(Typography, { role: "status", children: t(block.emptyState ?? "NO_DATA_FOUND") });
  const primary = theme.palette.primary.main;
  const summary = drawing.circle ? t("MAP_SUMMARY_RADIUS", { count: drawing.count, radius: drawing.circle.miles }) : t("MAP_SUMMARY", { count: drawing.count });
  const dot = Math.max(3, Math.min(6, 1200 / Math.max(1, drawing.count) ** 0.5 / 20));
  return /* @__PURE__ */ jsxs("figure", { style: { margin: 0 }, children: [
    /* @__PURE__ */ jsxs(
      "svg",
      {
        role: "img",
        "aria-label": summary,
        viewBox: `0 0 ${WIDTH_PX} ${height}`,
        width: "100%",
        style: { maxHeight: height, display: "block", background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: 4 },
        children: [
          drawing.circle ? /* @__PURE__ */ jsx("circle", { cx: drawing.circle.x, cy: drawing.circle.y, r: drawing.circle.r, fill: alpha(primary, 0.08), stroke: primary, strokeWidth: 2, strokeDasharray: "6 4" }) : null,
          drawing.points.map(({ place, x, y }, index) => /* @__PURE__ */ jsx("circle", { cx: x, cy: y, r: dot, fill: primary, fillOpacity: 0.85, "data-place": place.label, children: place.label ? /* @__PURE__ */ jsx("title", { children: place.label }) : null }, `${place.label}-${index}`)),
          drawing.centre ? /* @__PURE__ */ jsxs("g", { "data-centre": drawing.centre.place.label, children: [
            /* @__PURE__ */ jsx("circle", { cx: drawing.centre.x, cy: drawing.centre.y, r: dot + 4, fill: theme.palette.background.paper, stroke: theme.palette.secondary.main, strokeWidth: 3 }),
            /* @__PURE__ */ jsx("title", { children: drawing.centre.place.label })
          ] }) : null,
          /* @__PURE__ */ jsxs("g", { transform: `translate(16 ${height - 20})`, "aria-hidden": "true", children: [
            /* @__PURE__ */ jsx("line", { x1: 0, y1: 0, x2: drawing.bar.px, y2: 0, stroke: theme.palette.text.primary, strokeWidth: 2 }),
            /* @__PURE__ */ jsx("line", { x1: 0, y1: -5, x2: 0, y2: 5, stroke: theme.palette.text.primary, strokeWidth: 2 }),
            /* @__PURE__ */ jsx("line", { x1: drawing.bar.px, y1: -5, x2: drawing.bar.px, y2: 5, stroke: theme.palette.text.primary, strokeWidth: 2 }),
            /* @__PURE__ */ jsx("text", { x: drawing.bar.px + 8, y: 5, fontSize: 13, fill: theme.palette.text.primary, children: t("MAP_SCALE_MILES", { miles: drawing.bar.miles }) })
          ] })
        ]
      }
    ),
    /* @__PURE__ */ jsx(Typography, { component: "figcaption", variant: "body2", color: "text.secondary", sx: { mt: 0.5 }, children: summary })
  ] });
}
export {
  MapBlock as default
};
