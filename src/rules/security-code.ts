/** Card security code: 3 digits (most cards) or 4 (American Express). */
export function isSecurityCode(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}
