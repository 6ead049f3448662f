/**
 * Length in Unicode code points, the way ajv's maxLength counts, so a length rule written as a
 * format and one written as maxLength agree on text with emoji or other astral characters.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
