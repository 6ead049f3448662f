// ISO/IEC 7812 payment card numbers in use are 12 to 19 digits long; the spec only names the
// character set and the check digit, and a check digit alone would accept "0".
const CARD_DIGITS_MIN = 12;
const CARD_DIGITS_MAX = 19;

/** The Luhn (mod 10) check digit test over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits and dashes only (dashes are grouping, not content), and the check digit must hold. */
export function isCardNumber(value: string): boolean {
  if (!/^[0-9-]+$/.test(value)) return false;
  const digits = value.replaceAll('-', '');
  return digits.length >= CARD_DIGITS_MIN && digits.length <= CARD_DIGITS_MAX && passesLuhn(digits);
}
