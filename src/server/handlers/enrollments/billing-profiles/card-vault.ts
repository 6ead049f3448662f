/**
 * What the portal keeps of a card: never the number or the security code (business-areas §5
 * checks them; storing them is the payment processor's business), only the last four digits
 * and brand for display and the processor's token to charge it. The reference server has no
 * processor, so it issues the token itself: random, never derived from the number, because a
 * hash of a card number is easily reversed by trying every number.
 */
import { randomBytes } from 'node:crypto';

export interface TokenizedCard {
  last4: string;
  brand: string | null;
  token: string;
}

/** Issuer prefixes (ISO/IEC 7812 IIN ranges) of the brands a dealer pays with. */
const BRANDS: readonly [string, RegExp][] = [
  ['American Express', /^3[47]/],
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['Discover', /^(6011|65|64[4-9])/],
];

export function cardBrandOf(digits: string): string | null {
  return BRANDS.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** `cardNumber` has passed the contract's card-number format (digits and dashes, check digit). */
export function tokenizeCard(cardNumber: string): TokenizedCard {
  const digits = cardNumber.replaceAll('-', '');
  return { last4: digits.slice(-4), brand: cardBrandOf(digits), token: `tok_${randomBytes(16).toString('hex')}` };
}
