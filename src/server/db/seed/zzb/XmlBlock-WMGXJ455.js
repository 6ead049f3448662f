import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  failureText
} from "./chunk-7YJTUK27.js";
import {
  requestKey,
  resolveCall,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/xml/XmlBlock.tsx
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

// src/engine/blocks/xml/xml-lines.ts
var ELEMENT = 1;
var TEXT = 3;
var CDATA = 4;
var PROCESSING_INSTRUCTION = 7;
var COMMENT = 8;
var XML_DECLARATION = /^\s*(<\?xml[^?]*\?>)/;
var token = (kind, text) => ({ kind, text });
var escapeValue = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
var escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function openTag(element, selfClosing) {
  const tokens = [token("punctuation", "<"), token("tag", element.tagName)];
  for (const attribute of Array.from(element.attributes)) {
    tokens.push(token("text", " "), token("attribute", attribute.name), token("punctuation", '="'), token("value", escapeValue(attribute.value)), token("punctuation", '"'));
  }
  tokens.push(token("punctuation", selfClosing ? "/>" : ">"));
  return tokens;
}
var closeTag = (element) => [token("punctuation", "</"), token("tag", element.tagName), token("punctuation", ">")];
function nodeLines(node, depth, lines) {
  switch (node.nodeType) {
    case ELEMENT: {
      const element = node;
      const children = Array.from(element.childNodes).filter((child) => !(child.nodeType === TEXT && (child.nodeValue ?? "").trim() === ""));
      if (children.length === 0) {
        lines.push({ depth, tokens: openTag(element, true) });
      } else if (children.length === 1 && children[0].nodeType === TEXT) {
        lines.push({ depth, tokens: [...openTag(element, false), token("text", escapeText((children[0].nodeValue ?? "").trim())), ...closeTag(element)] });
      } else {
        lines.push({ depth, tokens: openTag(element, false) });
        for (const child of children) nodeLines(child, depth + 1, lines);
        lines.push({ depth, tokens: closeTag(element) });
      }
      return;
    }
    case TEXT:
      lines.push({ depth, tokens: [token("text", escapeText((node.nodeValue ?? "").trim()))] });
      return;
    case CDATA:
      lines.push({ depth, tokens: [token("punctuation", "<![CDATA["), token("text", node.nodeValue ?? ""), token("punctuation", "]]>")] });
      return;
    case COMMENT:
      lines.push({ depth, tokens: [token("comment", `<!--${node.nodeValue ?? ""}-->`)] });
      return;
    case PROCESSING_INSTRUCTION: {
      const instruction = node;
      lines.push({ depth, tokens: [token("declaration", `<?${instruction.target} ${instruction.data}?>`)] });
      return;
    }
    default:
      return;
  }
}
function xmlLines(text, parser = new DOMParser()) {
  const raw = () => ({ wellFormed: false, lines: text.split(/\r?\n/).map((line) => ({ depth: 0, tokens: [token("text", line)] })) });
  let document;
  try {
    document = parser.parseFromString(text, "application/xml");
  } catch {
    return raw();
  }
  if (document.getElementsByTagName("parsererror").length > 0) return raw();
  const lines = [];
  const declaration = XML_DECLARATION.exec(text);
  if (declaration) lines.push({ depth: 0, tokens: [token("declaration", declaration[1])] });
  for (const child of Array.from(document.childNodes)) nodeLines(child, 0, lines);
  return { wellFormed: true, lines };
}

// src/engine/blocks/xml/XmlBlock.tsx
import { jsx, jsxs } from "react/jsx-runtime";
var TOKEN_COLOURS = {
  punctuation: "#5f6368",
  tag: "#0b57a4",
  attribute: "#8a3ffc",
  value: "#a3420a",
  text: "#1f1f1f",
  comment: "#3b7a57",
  declaration: "#6b6b6b"
};
function XmlBlock({ block }) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const scope = useBindingScope(block);
  const resolution = useMemo(() => {
    try {
      const resolved = resolveCall(block.call, scope);
      return { resolved, key: requestKey(resolved) };
    } catch (error) {
      return { error };
    }
  }, [block.call, scope]);
  const [loaded, setLoaded] = useState(void 0);
  const key = "key" in resolution ? resolution.key : void 0;
  useEffect(() => {
    if (!("resolved" in resolution) || !resolution.resolved) return void 0;
    const { resolved, key: requestId } = resolution;
    const controller = new AbortController();
    provider.call(resolved.operationId, resolved.request, { download: { kind: "xml" }, signal: controller.signal }).then((file) => file.blob.text()).then((text) => {
      if (!controller.signal.aborted) setLoaded({ key: requestId, text });
    }).catch((error) => {
      if (!controller.signal.aborted) setLoaded({ key: requestId, error });
    });
    return () => controller.abort();
  }, [key, provider]);
  const view = useMemo(() => loaded && "text" in loaded ? xmlLines(loaded.text) : void 0, [loaded]);
  if ("error" in resolution || loaded && loaded.key === key && "error" in loaded) return /* @__PURE__ */ jsx(BlockError, { text: failureText(void 0, t) });
  if (!view || loaded?.key !== key) return /* @__PURE__ */ jsx(Skeleton, { variant: "rectangular", height: 240, "aria-label": t("LOADING") });
  return /* @__PURE__ */ jsxs(Box, { children: [
    view.wellFormed ? null : /* @__PURE__ */ jsx(Alert, { severity: "warning", sx: { mb: 1 }, children: t("XML_NOT_WELL_FORMED") }),
    /* @__PURE__ */ jsx(
      Box,
      {
        component: "pre",
        tabIndex: 0,
        "aria-label": t(block.label ?? "XML_DOCUMENT"),
        "data-xml-view": "",
        sx: {
          m: 0,
          p: 2,
          maxHeight: block.maxHeight ?? 640,
          overflow: "auto",
          bgcolor: "#f6f8fa",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
          fontSize: 13,
          lineHeight: 1.6
        },
        children: /* @__PURE__ */ jsx("code", { children: view.lines.map((line, index) => /* @__PURE__ */ jsx(Box, { component: "span", sx: { display: "block", pl: line.depth * 2.5, whiteSpace: "pre-wrap", wordBreak: "break-word" }, children: line.tokens.map((part, position) => /* @__PURE__ */ jsx("span", { style: { color: TOKEN_COLOURS[part.kind] }, "data-token": part.kind, children: part.text }, position)) }, index)) })
      }
    )
  ] });
}
export {
  XmlBlock as default
};
