// src/rules/cms-text-policy.ts
var CMS_TEXT_TAGS = [
  "p",
  "br",
  "span",
  "div",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "strike",
  "sub",
  "sup",
  "small",
  "mark",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr"
];
var CMS_LINK_SCHEMES = ["http", "https", "mailto", "tel"];
function isSafeCmsHref(href) {
  const value = href.trim();
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== void 0 && CMS_LINK_SCHEMES.includes(scheme);
}

export {
  CMS_TEXT_TAGS,
  CMS_LINK_SCHEMES,
  isSafeCmsHref
};
