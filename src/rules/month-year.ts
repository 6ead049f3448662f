/** MM/YYYY with month 01 to 12. Whether the date has passed is the payment processor's call, not the form's. */
export function isMonthYear(value: string): boolean {
  return /^(?:0[1-9]|1[0-2])\/\d{4}$/.test(value);
}
