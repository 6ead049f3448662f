// CSV files the server sends, read back by the tests that check them.
import { expect } from 'vitest';

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; records end with CRLF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  expect(record).toEqual([]);
  return records;
}
