/**
 * The Billing Details form beyond what the contract's schema checks (card number with check
 * digit, MM/YYYY, security code 3–4 digits, ZIP by country): names and address lines blank once
 * trimmed, and a card that has expired or expires implausibly far ahead, which a payment
 * processor would decline. Every problem is reported at once, before anything is written.
 */
import type { components } from '../../../../api/generated/portal.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';
import { hasExpired, isTooFarAhead, parseExpiry, type CardExpiry } from './card-expiry.ts';
import { tokenizeCard, type TokenizedCard } from './card-vault.ts';

type BillingProfile = components['schemas']['BillingProfile'];

/** What is stored of the form: never the card number or the security code. */
export interface ProfileValues {
  cardholderName: string;
  card: TokenizedCard;
  expiry: CardExpiry;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string | null;
}

export function profileValuesOf(form: BillingProfile, today: string): ProfileValues {
  const problems = new FieldProblems();
  const cardholderName = problems.requiredText('cardholderName', form.cardholderName);
  const address = problems.requiredText('billingAddress.address', form.billingAddress.address);
  const city = problems.requiredText('billingAddress.city', form.billingAddress.city);
  const state = problems.requiredText('billingAddress.state', form.billingAddress.state);
  const expiry = parseExpiry(form.expiry);
  if (hasExpired(expiry, today)) problems.add('expiry', 'INVALID_VALUE', { message: 'The card has expired.' });
  else if (isTooFarAhead(expiry, today)) problems.add('expiry', 'INVALID_VALUE', { message: 'The expiry year is too far ahead; check the card.' });
  problems.throwIfAny();
  return {
    cardholderName,
    card: tokenizeCard(form.cardNumber),
    expiry,
    address,
    city,
    state,
    zip: form.billingAddress.zip.trim(),
    country: form.billingAddress.country?.trim() || null,
  };
}
