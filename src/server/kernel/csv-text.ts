/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a cell quoted when it holds a
 * comma, a quote or a line break (its quotes doubled). A cell that starts with =, +, - or @
 * is prefixed with ' (OWASP's advice against CSV injection): a dealer name is typed by users,
 * and a spreadsheet would otherwise run it as a formula.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
