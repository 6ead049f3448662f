/** The general phone rule (contacts, authorized person): xxx-xxxxxxx or (xxx) xxx-xxxx. */
const PHONE_PATTERN = /^(?:\d{3}-\d{7}|\(\d{3}\) \d{3}-\d{4})$/;
/** The enrollment forms' rule: xxx-xxx-xxxx or (xxx) xxx-xxxx. */
const ENROLLMENT_PHONE_PATTERN = /^(?:\d{3}-\d{3}-\d{4}|\(\d{3}\) \d{3}-\d{4})$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isEnrollmentPhone(value: string): boolean {
  return ENROLLMENT_PHONE_PATTERN.test(value);
}
