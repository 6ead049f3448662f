import {
  CENTRAL_DATE_TIME_OPTIONS
} from "./chunk-TPIJBDFO.js";
import {
  durationText
} from "./chunk-HMKBFSWJ.js";

// src/engine/blocks/format/format-value.ts
var DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
var NUMBER_OPTIONS = {
  integer: { maximumFractionDigits: 0 },
  number: {},
  currency: { style: "currency", currency: "USD" },
  percent: { style: "percent", maximumFractionDigits: 2 }
};
var DATE_OPTIONS = {
  date: { dateStyle: "short" },
  // A calendar day is built at UTC midnight, so it is shown in UTC to stay that day.
  calendarDay: { dateStyle: "short", timeZone: "UTC" },
  dateTime: { dateStyle: "short", timeStyle: "medium" },
  time: { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
  centralDateTime: CENTRAL_DATE_TIME_OPTIONS
};
var numberFormats = /* @__PURE__ */ new Map();
var dateFormats = /* @__PURE__ */ new Map();
function numberFormat(language, kind) {
  const key = `${language}|${kind}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, format = new Intl.NumberFormat(language, NUMBER_OPTIONS[kind]));
  return format;
}
function dateFormat(language, kind) {
  const key = `${language}|${kind}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, format = new Intl.DateTimeFormat(language, DATE_OPTIONS[kind]));
  return format;
}
function formatValue(value, format, context) {
  if (value === void 0 || value === null || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => formatValue(item, format === "list" ? "text" : format, context)).filter(Boolean).join(", ");
  const { language, t } = context;
  switch (format) {
    case "boolean":
      return value === true || value === "true" ? t("YES") : t("NO");
    case "integer":
      return numeric(value, (n) => numberFormat(language, "integer").format(n));
    case "number":
      return numeric(value, (n) => numberFormat(language, "number").format(n));
    case "currency":
      return numeric(value, (n) => numberFormat(language, "currency").format(n));
    case "percent":
    case "progress":
      return numeric(value, (n) => numberFormat(language, "percent").format(n / 100));
    case "date":
      return calendarDay(value, language);
    case "dateTime":
      return localDate(value, language, "dateTime");
    case "centralDateTime":
      return localDate(value, language, "centralDateTime");
    case "time":
      return localDate(value, language, "time");
    case "seconds":
      return numeric(value, durationText);
    case "translated":
      return t(String(value));
    default:
      if (typeof value === "boolean") return value ? t("YES") : t("NO");
      if (typeof value === "object") return recordText(value);
      return String(value);
  }
}
function numeric(value, show) {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? show(n) : String(value);
}
function calendarDay(value, language) {
  const day = typeof value === "string" ? DATE_ONLY.exec(value) : null;
  if (!day) return localDate(value, language, "date");
  const [, year, month, date] = day;
  return dateFormat(language, "calendarDay").format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  );
}
function localDate(value, language, kind) {
  const date = new Date(typeof value === "number" ? value : String(value));
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(language, kind).format(date);
}
function recordText(record) {
  for (const key of ["name", "label", "title", "code", "id"]) {
    const named = record[key];
    if (typeof named === "string" || typeof named === "number") return String(named);
  }
  return JSON.stringify(record);
}

export {
  formatValue
};
