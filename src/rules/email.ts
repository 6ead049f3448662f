/** RFC 5321 caps a forward path at 254 characters. */
const EMAIL_MAX_LENGTH = 254;

// Dot-atom local part and a host name whose last label is alphabetic: a bare host ("a@b") or an
// IP literal is not an address a dealer contact would give, so both are refused.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Several addresses separated by commas (lead destinations); blanks around a comma are allowed, empty entries are not. */
export function isEmailList(value: string): boolean {
  return value.split(',').every((entry) => isEmail(entry.trim()));
}
