import type { MessageKey, MessageParams } from './messages.ts';
import { isEmail, isEmailList } from './email.ts';
import { isPhone, isEnrollmentPhone } from './phone.ts';
import { isZipOfSupportedCountry } from './zip.ts';
import { isWebsiteUrl } from './website-url.ts';
import { isCardNumber } from './card-number.ts';
import { isMonthYear } from './month-year.ts';
import { isSecurityCode } from './security-code.ts';
import { isReason } from './reason.ts';
import { isStrongPassword } from './strong-password.ts';
import { REASON_FORMAT_MESSAGE, STRONG_PASSWORD_FORMAT_MESSAGE } from './format-message-params.ts';

export interface RuleFormat {
  readonly validate: (value: string) => boolean;
  readonly messageKey: MessageKey;
  readonly params?: MessageParams;
}

/** The contract's business formats (openapi/README.md "Formats"), by the name a schema's `format` uses. */
export const RULE_FORMATS = {
  email: { validate: isEmail, messageKey: 'INVALID_EMAIL' },
  // business-areas §5: several comma-separated e-mails, one invalid, say the e-mail message of the spec.
  emails: { validate: isEmailList, messageKey: 'INVALID_EMAIL' },
  phone: { validate: isPhone, messageKey: 'INVALID_PHONE' },
  'enrollment-phone': { validate: isEnrollmentPhone, messageKey: 'INVALID_ENROLLMENT_PHONE' },
  zip: { validate: isZipOfSupportedCountry, messageKey: 'INVALID_ZIP' },
  'website-url': { validate: isWebsiteUrl, messageKey: 'INVALID_URL' },
  'card-number': { validate: isCardNumber, messageKey: 'INVALID_CARD_NUMBER' },
  'month-year': { validate: isMonthYear, messageKey: 'INVALID_MONTH_YEAR' },
  'security-code': { validate: isSecurityCode, messageKey: 'INVALID_SECURITY_CODE' },
  reason: { validate: isReason, ...REASON_FORMAT_MESSAGE },
  'strong-password': { validate: isStrongPassword, ...STRONG_PASSWORD_FORMAT_MESSAGE },
} as const satisfies Record<string, RuleFormat>;

export type RuleFormatName = keyof typeof RULE_FORMATS;

/** Message keys of the standard formats (from ajv-formats) the contract also uses. */
export const STANDARD_FORMAT_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  date: 'INVALID_DATE',
  'date-time': 'INVALID_DATE_TIME',
};
