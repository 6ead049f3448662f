/**
 * A LIKE pattern that finds `text` anywhere, with LIKE's wildcards in the text taken literally
 * (PostgreSQL's default escape character is the backslash), so a search for "50%" or "a_b"
 * means what the user typed.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
