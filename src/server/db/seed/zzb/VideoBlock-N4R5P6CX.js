import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  resolveBinding,
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/video/VideoBlock.tsx
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

// src/engine/blocks/video/media-address.ts
function mediaAddress(value, origin) {
  if (typeof value !== "string" || value.trim() === "") return void 0;
  try {
    const url = new URL(value, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : void 0;
  } catch {
    return void 0;
  }
}

// src/engine/blocks/video/VideoBlock.tsx
import { jsx, jsxs } from "react/jsx-runtime";
var PLAYER_STYLE = { width: "100%", maxHeight: 480, background: "#000", borderRadius: 4 };
function VideoBlock({ block }) {
  const { t, i18n } = useTranslation();
  const scope = useBindingScope(block);
  const read = useMemo(() => {
    const origin = window.location.origin;
    const value = (binding) => binding === void 0 ? void 0 : resolveBinding(binding, scope);
    try {
      const language = value(block.captionsLanguage);
      return {
        src: mediaAddress(value(block.src), origin),
        captions: mediaAddress(value(block.captions), origin),
        label: String(value(block.label) ?? ""),
        language: typeof language === "string" && language !== "" ? language : i18n.language.slice(0, 2)
      };
    } catch {
      return void 0;
    }
  }, [block, scope, i18n.language]);
  if (!read?.src) return /* @__PURE__ */ jsx(BlockError, { text: t("VIDEO_UNAVAILABLE") });
  return /* @__PURE__ */ jsxs(Box, { component: "figure", sx: { m: 0, display: "grid", gap: 1 }, children: [
    /* @__PURE__ */ jsx("video", { controls: true, preload: "metadata", src: read.src, "aria-label": read.label, "data-video-player": "", style: PLAYER_STYLE, children: read.captions ? /* @__PURE__ */ jsx("track", { kind: "captions", src: read.captions, srcLang: read.language, label: t(`LANGUAGE_NAME_${read.language}`), default: true }) : null }),
    read.label ? /* @__PURE__ */ jsx(Typography, { component: "figcaption", variant: "body2", color: "text.secondary", children: read.label }) : null
  ] });
}
export {
  VideoBlock as default
};
