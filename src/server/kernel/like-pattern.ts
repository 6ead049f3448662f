// LIKE's wildcards in user text taken literally (PostgreSQL's default escape character is the backslash).
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A LIKE pattern that finds `text` anywhere, with LIKE's wildcards in the text taken literally,
 * so a search for "50%" or "a_b" means what the user typed.
 */
export function likePattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern that finds values starting with `text` (a typeahead's term), wildcards taken literally. */
export function likePrefix(text: string): string {
  return `${literal(text)}%`;
}
