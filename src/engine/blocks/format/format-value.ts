import type { ValueFormat } from '../../definition/index.ts';
import { CENTRAL_DATE_TIME_OPTIONS } from '../../../format/central-time.ts';
import { durationText } from '../../../format/duration-text.ts';

export interface FormatContext {
  /** Language of the page (en, fr), for numbers and dates. */
  readonly language: string;
  /** Translates a key; answers the key itself when there is no translation. */
  readonly t: (key: string) => string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const NUMBER_OPTIONS = {
  integer: { maximumFractionDigits: 0 },
  number: {},
  currency: { style: 'currency', currency: 'USD' },
  percent: { style: 'percent', maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const DATE_OPTIONS = {
  date: { dateStyle: 'short' },
  // A calendar day is built at UTC midnight, so it is shown in UTC to stay that day.
  calendarDay: { dateStyle: 'short', timeZone: 'UTC' },
  dateTime: { dateStyle: 'short', timeStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  centralDateTime: CENTRAL_DATE_TIME_OPTIONS,
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateKind = keyof typeof DATE_OPTIONS;

// Building an Intl formatter costs far more than using one, and a table formats every cell it
// draws while scrolling: one formatter per language and kind, made once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, kind: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat {
  const key = `${language}|${kind}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, NUMBER_OPTIONS[kind])));
  return format;
}

function dateFormat(language: string, kind: DateKind): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, DATE_OPTIONS[kind])));
  return format;
}

/**
 * A value as text in one of the definition language's formats (meta-schema `ValueFormat`).
 * Dates without a time (YYYY-MM-DD) are calendar days, shown without passing through a time zone
 * (which would move them a day back west of UTC); date-times in the browser's local form
 * (portal-shell §1: "shown in the browser's local date and time format").
 */
export function formatValue(value: unknown, format: ValueFormat | undefined, context: FormatContext): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => formatValue(item, format === 'list' ? 'text' : format, context)).filter(Boolean).join(', ');
  const { language, t } = context;
  switch (format) {
    case 'boolean':
      return value === true || value === 'true' ? t('YES') : t('NO');
    case 'integer':
      return numeric(value, (n) => numberFormat(language, 'integer').format(n));
    case 'number':
      return numeric(value, (n) => numberFormat(language, 'number').format(n));
    case 'currency':
      return numeric(value, (n) => numberFormat(language, 'currency').format(n));
    case 'percent':
    case 'progress':
      // Values are 0–100 (a close rate of 12.5 is 12.5 %), Intl expects a fraction.
      return numeric(value, (n) => numberFormat(language, 'percent').format(n / 100));
    case 'date':
      return calendarDay(value, language);
    case 'dateTime':
      return localDate(value, language, 'dateTime');
    case 'centralDateTime':
      return localDate(value, language, 'centralDateTime');
    case 'time':
      return localDate(value, language, 'time');
    case 'seconds':
      return numeric(value, durationText);
    case 'translated':
      return t(String(value));
    default:
      if (typeof value === 'boolean') return value ? t('YES') : t('NO');
      if (typeof value === 'object') return recordText(value as Record<string, unknown>);
      return String(value);
  }
}

function numeric(value: unknown, show: (n: number) => string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? show(n) : String(value);
}

function calendarDay(value: unknown, language: string): string {
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (!day) return localDate(value, language, 'date');
  const [, year, month, date] = day;
  return dateFormat(language, 'calendarDay').format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))),
  );
}

function localDate(value: unknown, language: string, kind: DateKind): string {
  const date = new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat(language, kind).format(date);
}

/** Records in a list (add-ons, contacts) show their name; anything else shows as data, never "[object Object]". */
function recordText(record: Record<string, unknown>): string {
  for (const key of ['name', 'label', 'title', 'code', 'id']) {
    const named = record[key];
    if (typeof named === 'string' || typeof named === 'number') return String(named);
  }
  return JSON.stringify(record);
}
