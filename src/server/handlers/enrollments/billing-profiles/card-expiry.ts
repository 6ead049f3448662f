/**
 * A card's Month/Year (MM/YYYY, the contract's month-year format). A card is good through the
 * last day of its expiry month, judged by the server date (US Central).
 */

/** Cards are issued for a few years; a later expiry is a typing mistake (and the column stops at 2100). */
const MAX_YEARS_AHEAD = 20;

export interface CardExpiry {
  month: number;
  year: number;
}

export const parseExpiry = (value: string): CardExpiry => {
  const [month, year] = value.split('/').map(Number);
  return { month: month ?? 0, year: year ?? 0 };
};

export const formatExpiry = ({ month, year }: CardExpiry): string => `${String(month).padStart(2, '0')}/${year}`;

const monthIndex = ({ month, year }: CardExpiry) => year * 12 + (month - 1);

/** `today` is the server date, YYYY-MM-DD. */
export function hasExpired(expiry: CardExpiry, today: string): boolean {
  return monthIndex(expiry) < monthIndex(parseExpiry(`${today.slice(5, 7)}/${today.slice(0, 4)}`));
}

export function isTooFarAhead(expiry: CardExpiry, today: string): boolean {
  return expiry.year > Number(today.slice(0, 4)) + MAX_YEARS_AHEAD;
}
