import type { ErrorObject } from 'ajv';
import { isMessageKey, type MessageKey, type MessageParams } from './messages.ts';
import { RULE_FORMATS, STANDARD_FORMAT_MESSAGE_KEYS } from './formats.ts';
import { MESSAGE_KEY_KEYWORD, ZIP_COUNTRY_KEYWORD } from './keywords.ts';
import { fieldOf, unquoted } from './error-field.ts';

export interface ErrorMessage {
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
}

const LIMIT_KEYS: Readonly<Record<string, MessageKey>> = {
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  minimum: 'MIN_VALUE',
  maximum: 'MAX_VALUE',
  exclusiveMinimum: 'EXCLUSIVE_MIN_VALUE',
  exclusiveMaximum: 'EXCLUSIVE_MAX_VALUE',
  minItems: 'MIN_ITEMS',
  maxItems: 'MAX_ITEMS',
};

/** The message of a value of the wrong JSON type, by the type the schema wants. */
const TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  number: 'INVALID_TYPE_NUMBER',
  integer: 'INVALID_TYPE_INTEGER',
  string: 'INVALID_TYPE_TEXT',
  boolean: 'INVALID_TYPE_BOOLEAN',
  array: 'INVALID_TYPE_LIST',
  object: 'INVALID_TYPE_GROUP',
};

function formatMessage(format: unknown): ErrorMessage {
  if (typeof format === 'string' && Object.hasOwn(RULE_FORMATS, format)) {
    const rule = RULE_FORMATS[format as keyof typeof RULE_FORMATS];
    return 'params' in rule ? { messageKey: rule.messageKey, params: rule.params } : { messageKey: rule.messageKey };
  }
  const standard = typeof format === 'string' ? STANDARD_FORMAT_MESSAGE_KEYS[format] : undefined;
  return { messageKey: standard ?? 'INVALID_FORMAT' };
}

/** The catalogue key for one ajv error, before any `x-message-key` override. */
export function baseErrorMessage(error: ErrorObject): ErrorMessage {
  const params = error.params as Record<string, unknown> | undefined;
  if (params && 'missingProperty' in params) return { messageKey: 'REQUIRED_FIELD' };
  switch (error.keyword) {
    case 'format':
      return formatMessage(params?.format);
    case ZIP_COUNTRY_KEYWORD:
      return { messageKey: params?.country === 'ca' ? 'INVALID_ZIP_CA' : 'INVALID_ZIP' };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return { messageKey: 'UNKNOWN_PROPERTY' };
    case 'pattern':
      return { messageKey: 'INVALID_FORMAT' };
    case 'type':
      return { messageKey: TYPE_KEYS[String(params?.type).split(',')[0] ?? ''] ?? 'INVALID_VALUE' };
    case 'enum':
    case 'const':
      return { messageKey: 'NOT_A_CHOICE' };
    case 'oneOf':
      return { messageKey: params?.passingSchemas ? 'ONE_OF_SEVERAL' : 'ONE_OF_NONE' };
    case 'anyOf':
      return { messageKey: 'ANY_OF_NONE' };
    case 'uniqueItems':
      return { messageKey: 'DUPLICATE_ITEMS' };
    case 'multipleOf':
      return { messageKey: 'MULTIPLE_OF', params: { multipleOf: Number(params?.multipleOf) } };
    case 'not':
      return { messageKey: 'NOT_ALLOWED' };
    case 'contains':
      return { messageKey: 'CONTAINS_NONE' };
    case 'items':
    case 'unevaluatedItems':
    case 'additionalItems':
      // `items: false` after prefixItems: the list is longer than its positions.
      if (typeof params?.limit === 'number') return { messageKey: 'MAX_ITEMS', params: { limit: params.limit } };
      break;
  }
  const limitKey = LIMIT_KEYS[error.keyword];
  const limit = params?.limit;
  if (limitKey && typeof limit === 'number') {
    // A required string is often written as minLength 1; an empty value then reads as missing.
    if (error.keyword === 'minLength' && limit === 1) return { messageKey: 'REQUIRED_FIELD' };
    return { messageKey: limitKey, params: { limit } };
  }
  return { messageKey: 'INVALID_VALUE' };
}

function messageKeyIn(schema: unknown): MessageKey | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const key = (schema as Record<string, unknown>)[MESSAGE_KEY_KEYWORD];
  return isMessageKey(key) ? key : undefined;
}

/**
 * The `x-message-key` that governs an error, read from the schema beside the failing keyword
 * (ajv's `verbose` option supplies it as parentSchema) or, for a missing property, from that
 * property's schema. It must sit next to the keywords, not only beside a `$ref`.
 */
export function messageKeyOverride(error: ErrorObject): MessageKey | undefined {
  const params = error.params as Record<string, unknown> | undefined;
  const missing = params?.missingProperty;
  if (typeof missing === 'string') {
    const properties = (error.parentSchema as Record<string, unknown> | undefined)?.properties;
    return properties !== null && typeof properties === 'object'
      ? messageKeyIn((properties as Record<string, unknown>)[unquoted(missing)])
      : undefined;
  }
  return messageKeyIn(error.parentSchema);
}

/**
 * The message of each error (same order). A value's `x-message-key` governs every error on that
 * value once one of them comes from the schema carrying it: an `anyOf`'s own error lends its key
 * to a `contains` error raised on the same list.
 */
export function resolveErrorMessages(errors: readonly ErrorObject[]): ErrorMessage[] {
  const overrideByField = new Map<string, MessageKey>();
  for (const error of errors) {
    const key = messageKeyOverride(error);
    if (key && !('missingProperty' in (error.params ?? {}))) overrideByField.set(fieldOf(error), key);
  }
  return errors.map((error) => {
    const override = messageKeyOverride(error) ?? overrideByField.get(fieldOf(error));
    return override ? { messageKey: override } : baseErrorMessage(error);
  });
}
