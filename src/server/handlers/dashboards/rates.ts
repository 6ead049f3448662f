/** A share as a percentage with one decimal; 0 when there is nothing to share. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;
}

/** A numeric column read from PostgreSQL (text for numeric) as a number with one decimal, or null. */
export function oneDecimal(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 10) / 10 : null;
}
