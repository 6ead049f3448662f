/**
 * The shared validation rules without the form's validator (form-validator.ts, built on
 * @rjsf/validator-ajv8): what the server and the QA check import, so a server process does not
 * load the form library. The browser imports index.ts, which adds the form's validator.
 */
export { registerRules } from './register-rules.ts';
export { createServerAjv, OPENAPI_SCHEMA_KEYWORDS } from './server-ajv.ts';
export { drawnPositions, validatedPositions } from './fixed-positions.ts';
export { toFieldErrors, type FieldError } from './field-errors.ts';
export { RULE_FORMATS, type RuleFormatName } from './formats.ts';
export { registerStandardFormats, STANDARD_FORMAT_NAMES, DATA_URL_FORMAT } from './standard-formats.ts';
export { ZIP_COUNTRY_KEYWORD, MESSAGE_KEY_KEYWORD } from './keywords.ts';
export {
  MESSAGE_KEYS,
  interpolate,
  isMessageKey,
  translateEnglish,
  type MessageKey,
  type MessageParams,
  type Translate,
} from './messages.ts';
export {
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_MESSAGE_PARAMS,
  RULE_NEUTRAL,
  RULE_SATISFIED,
  RULE_VIOLATED,
  isStrongPassword,
  passwordRuleIndicators,
  type PasswordRuleId,
  type PasswordRuleIndicator,
  type RuleIndicator,
} from './strong-password.ts';
export { isEmail, isEmailList } from './email.ts';
export { isPhone, isEnrollmentPhone } from './phone.ts';
export { isUsZip, isCanadianZip, isZipFor, zipCountryOf, type ZipCountry } from './zip.ts';
export { isWebsiteUrl } from './website-url.ts';
export { isCardNumber, passesLuhn } from './card-number.ts';
export { isMonthYear } from './month-year.ts';
export { isSecurityCode } from './security-code.ts';
export { isReason } from './reason.ts';
