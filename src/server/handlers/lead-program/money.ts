/**
 * Money as integer cents. The database keeps amounts as numeric(12,2) (exact), the contract
 * shows them as numbers with 2 decimals; every sum and difference in between is done on whole
 * cents so no binary fraction ever creeps into a budget.
 */

/** Cents of a decimal text with at most 2 decimals (`1499.5` is 149950); the contract's pattern has already checked it. */
export function centsOfText(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Cents of an amount read from a numeric(12,2) column. */
export function centsOf(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** The amount the contract shows (2 decimals) and the database stores. */
export function amountOf(cents: number): number {
  return cents / 100;
}
