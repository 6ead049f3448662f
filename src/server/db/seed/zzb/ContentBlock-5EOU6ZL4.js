import {
  CMS_TEXT_TAGS,
  isSafeCmsHref
} from "./chunk-GFH2GKD6.js";
import {
  BlockError
} from "./chunk-KAAG25QA.js";
import {
  failureText
} from "./chunk-7YJTUK27.js";
import {
  useBlockData
} from "./chunk-I6N4QZWX.js";
import "./chunk-HQ6OK6EZ.js";
import "./chunk-K7NDGWBJ.js";
import {
  useBindingScope
} from "./chunk-XIH3SNWH.js";
import "./chunk-6JQSRI3J.js";

// src/engine/blocks/content/ContentBlock.tsx
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import Box2 from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

// src/cms/CmsGroups.tsx
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";

// src/cms/CmsText.tsx
import { Fragment } from "react";
import { Fragment as Fragment2, jsx } from "react/jsx-runtime";
var ALLOWED = new Set(CMS_TEXT_TAGS);
var DROPPED = /* @__PURE__ */ new Set(["script", "style", "template", "noscript", "iframe", "object", "embed", "svg", "math"]);
function CmsText({ content }) {
  if (!/[<&]/.test(content)) return /* @__PURE__ */ jsx("span", { style: { whiteSpace: "pre-line" }, children: content });
  const parsed = new DOMParser().parseFromString(`<body>${content}</body>`, "text/html");
  return /* @__PURE__ */ jsx("span", { style: { whiteSpace: "pre-line" }, children: convert(parsed.body.childNodes) });
}
function convert(nodes) {
  return Array.from(nodes, (node, index) => /* @__PURE__ */ jsx(Fragment, { children: convertNode(node) }, index));
}
function convertNode(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (tag === "br") return /* @__PURE__ */ jsx("br", {});
  if (tag === "hr") return /* @__PURE__ */ jsx("hr", {});
  const children = convert(element.childNodes);
  if (!ALLOWED.has(tag)) return /* @__PURE__ */ jsx(Fragment2, { children });
  if (tag === "a") {
    const href = (element.getAttribute("href") ?? "").trim();
    if (!isSafeCmsHref(href)) return /* @__PURE__ */ jsx(Fragment2, { children });
    const external = /^https?:/i.test(href);
    return /* @__PURE__ */ jsx("a", { href, ...external ? { target: "_blank", rel: "noopener noreferrer" } : {}, children });
  }
  const Tag = tag;
  return /* @__PURE__ */ jsx(Tag, { children });
}

// src/cms/cms-blocks.ts
var DISPLAY_TYPES = {
  pageTeaser: ["PAGE_TEASER"],
  faq: ["FAQ_QUESTION"],
  listItemWithImage: ["LIST_ITEM"],
  headerAndText: ["HEADER", "TEXT"]
};
var ALL_DISPLAY_KINDS = Object.keys(DISPLAY_TYPES);
var blockKey = (id) => `block:${id}`;
function publishedBlocks(page) {
  return page.contentBlocks.map((block) => ({ ...block, key: blockKey(block.id), isNew: false }));
}
var isDeletedBlock = (block) => block.status === "DELETED";
function byOrder(a, b) {
  return a.blockOrder - b.blockOrder || Number(a.isNew) - Number(b.isNew) || a.id - b.id;
}
function withoutDeleted(blocks) {
  const hidden = new Set(blocks.filter((block) => !block.isNew && isDeletedBlock(block)).map((block) => block.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const block of blocks) {
      if (!block.isNew && !hidden.has(block.id) && block.parent !== null && hidden.has(block.parent)) {
        hidden.add(block.id);
        grew = true;
      }
    }
  }
  return blocks.filter(
    (block) => !isDeletedBlock(block) && !(block.parent !== null && hidden.has(block.parent)) && (block.isNew || !hidden.has(block.id))
  );
}
function cmsGroups(blocks, options) {
  const shown = options.showDeleted ? [...blocks] : withoutDeleted(blocks);
  const types = new Set((options.display ?? ALL_DISPLAY_KINDS).flatMap((kind) => DISPLAY_TYPES[kind]));
  const publishedIds = new Set(shown.filter((block) => !block.isNew).map((block) => block.id));
  const children = /* @__PURE__ */ new Map();
  for (const block of shown) {
    const parent = block.parent !== null && publishedIds.has(block.parent) ? block.parent : null;
    children.set(parent, [...children.get(parent) ?? [], block]);
  }
  const childrenOf = (block) => block?.isNew ? [] : [...children.get(block ? block.id : null) ?? []].sort(byOrder);
  const firstChild = (block, type) => childrenOf(block).find((child) => child.type === type);
  const groups = [];
  const walk = (parent) => {
    let list = null;
    const closeList = () => {
      if (list && types.has("LIST_ITEM")) groups.push({ kind: "list", parent, items: list });
      list = null;
    };
    for (const block of childrenOf(parent)) {
      if (block.type === "LIST_ITEM") {
        const image = firstChild(block, "IMAGE");
        (list ??= []).push({ block, ...image ? { image } : {} });
        continue;
      }
      if (block.type === "IMAGE" || block.type === "FAQ_ANSWER") continue;
      closeList();
      if (block.type === "FAQ_QUESTION") {
        const answer = firstChild(block, "FAQ_ANSWER");
        if (types.has(block.type)) groups.push({ kind: "single", block, ...answer ? { answer } : {} });
        continue;
      }
      if (types.has(block.type)) groups.push({ kind: "single", block });
      walk(block);
    }
    closeList();
  };
  walk(null);
  return groups;
}

// src/cms/CmsGroups.tsx
import { Fragment as Fragment3, jsx as jsx2, jsxs } from "react/jsx-runtime";
var readOnlyText = (block) => /* @__PURE__ */ jsx2(CmsText, { content: block.content });
function defaultImage({ image }) {
  return image?.content ? /* @__PURE__ */ jsx2(Box, { component: "img", src: image.content, alt: "", sx: { maxWidth: 120, height: "auto", flexShrink: 0 } }) : null;
}
function CmsGroups({ groups, slots = {}, headerElement = "h3" }) {
  const text = slots.text ?? readOnlyText;
  return /* @__PURE__ */ jsx2(Fragment3, { children: groups.map((group) => group.kind === "list" ? renderList(group, slots, text) : renderSingle(group, slots, text, headerElement)) });
}
function renderList(list, slots, text) {
  const key = `list-${list.parent?.key ?? "top"}-${list.items[0]?.block.key ?? "empty"}`;
  const image = slots.image ?? defaultImage;
  return /* @__PURE__ */ jsxs(Box, { sx: { display: "grid", gap: 1 }, children: [
    slots.listControls?.(list, "start"),
    /* @__PURE__ */ jsx2(Box, { component: "ul", sx: { listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }, children: list.items.map((entry) => /* @__PURE__ */ jsxs(
      Box,
      {
        component: "li",
        "data-cms-block": entry.block.humanReadableId,
        "data-deleted": isDeletedBlock(entry.block) || void 0,
        sx: { display: "flex", gap: 2, alignItems: "flex-start" },
        children: [
          image(entry),
          /* @__PURE__ */ jsx2(Typography, { component: "div", sx: { flex: 1, ...isDeletedBlock(entry.block) ? { textDecoration: "line-through", color: "text.secondary" } : {} }, children: text(entry.block, "item") }),
          slots.itemControls?.(entry, list)
        ]
      },
      entry.block.key
    )) }),
    slots.listControls?.(list, "end")
  ] }, key);
}
function renderSingle(group, slots, text, headerElement) {
  const { block, answer } = group;
  switch (block.type) {
    case "PAGE_TEASER":
      return /* @__PURE__ */ jsx2(Card, { variant: "outlined", "data-cms-block": block.humanReadableId, children: /* @__PURE__ */ jsx2(CardContent, { children: /* @__PURE__ */ jsx2(Typography, { component: "div", children: text(block, "teaser") }) }) }, block.key);
    case "FAQ_QUESTION":
      if (slots.faqOpen) {
        return /* @__PURE__ */ jsxs(Box, { "data-cms-block": block.humanReadableId, sx: { borderBottom: 1, borderColor: "divider", pb: 1 }, children: [
          /* @__PURE__ */ jsx2(Typography, { component: "div", sx: { fontWeight: 600, mb: 0.5 }, children: text(block, "question") }),
          answer ? /* @__PURE__ */ jsx2(Typography, { component: "div", children: text(answer, "answer") }) : null
        ] }, block.key);
      }
      return /* @__PURE__ */ jsxs(Accordion, { disableGutters: true, "data-cms-block": block.humanReadableId, children: [
        /* @__PURE__ */ jsx2(AccordionSummary, { expandIcon: /* @__PURE__ */ jsx2(ExpandMoreIcon, {}), children: /* @__PURE__ */ jsx2(Typography, { component: "span", sx: { fontWeight: 600 }, children: text(block, "question") }) }),
        /* @__PURE__ */ jsx2(AccordionDetails, { children: /* @__PURE__ */ jsx2(Typography, { component: "div", children: answer ? text(answer, "answer") : null }) })
      ] }, block.key);
    case "HEADER":
      return /* @__PURE__ */ jsx2(Typography, { variant: headerElement === "h2" ? "h5" : "h6", component: headerElement, "data-cms-block": block.humanReadableId, children: text(block, "header") }, block.key);
    default:
      return /* @__PURE__ */ jsx2(Typography, { component: "div", "data-cms-block": block.humanReadableId, children: text(block, "text") }, block.key);
  }
}

// src/engine/blocks/content/ContentBlock.tsx
import { jsx as jsx3 } from "react/jsx-runtime";
function ContentBlock({ id, block }) {
  const { t, i18n } = useTranslation();
  const scope = useBindingScope(block);
  const language = i18n.language.toLowerCase().startsWith("fr") ? "FR" : "EN";
  const call = useMemo(
    () => ({
      operationId: "getCmsPages",
      query: {
        language,
        pagesHri: [block.pagesHri],
        oemId: "$user.oemId",
        ...block.blocksHri ? { blocksHri: block.blocksHri } : {}
      }
    }),
    [language, block.pagesHri, block.blocksHri]
  );
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData(id, call, options);
  const groups = useMemo(
    () => (Array.isArray(data) ? data : []).flatMap(
      (page) => cmsGroups(publishedBlocks(page), { display: block.display ?? ALL_DISPLAY_KINDS, showDeleted: false })
    ),
    [data, block.display]
  );
  if (error) return /* @__PURE__ */ jsx3(BlockError, { text: failureText(void 0, t) });
  if (loading && data === void 0) return /* @__PURE__ */ jsx3(Skeleton, { variant: "rectangular", height: 120, role: "progressbar", "aria-label": t("LOADING") });
  return /* @__PURE__ */ jsx3(Box2, { sx: { display: "grid", gap: 2 }, children: /* @__PURE__ */ jsx3(CmsGroups, { groups }) });
}
export {
  ContentBlock as default
};
