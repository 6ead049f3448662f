import type AjvCore from 'ajv/dist/core.js';
import addFormats from 'ajv-formats';

/**
 * The formats RJSF's own widgets produce beyond ajv-formats: `data-url` (the file widget's value,
 * `data:<type>;name=<file>;base64,<data>`) and `color`. The patterns are those of
 * @rjsf/validator-ajv8, which does not export them.
 */
export const DATA_URL_FORMAT = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;
export const COLOR_FORMAT =
  /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;

/**
 * The one copy of the standard formats (ajv-formats: date, time, date-time, email, uri, …) for
 * the form, the server and the QA check. @rjsf/validator-ajv8 bundles an older ajv-formats whose
 * `time` accepts a time without an offset the server's refused, so the form validator turns its
 * copy off (`ajvFormatOptions: false`) and every ajv gets these from here.
 */
export function registerStandardFormats<A extends AjvCore>(ajv: A): A {
  // ajv-formats also adds formatMinimum/formatMaximum, which cannot be added twice.
  if (ajv.getKeyword('formatMaximum')) addFormats(ajv as never, { keywords: false });
  else addFormats(ajv as never);
  ajv.addFormat('data-url', DATA_URL_FORMAT);
  ajv.addFormat('color', COLOR_FORMAT);
  return ajv;
}

/** Every format a schema may name: ajv-formats' and RJSF's standard ones; the business rules add theirs (formats.ts). */
export const STANDARD_FORMAT_NAMES = [
  'date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname',
  'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float',
  'double', 'password', 'binary', 'data-url', 'color',
] as const;
