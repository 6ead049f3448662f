/**
 * Names as people search and sort them in a bilingual (English and French) portal: case and
 * the accents of Latin letters do not matter, so "emilie" finds "Émilie Côté" and "Émilie" sorts
 * among the E's, not after "Zoé". Accented letters are folded with translate(), which PGlite and
 * PostgreSQL both have, before lower() folds the rest, so the order and the matches do not depend
 * on the collation of the database.
 */
import { sql, type RawBuilder } from 'kysely';

// Capitals are listed too, so the fold does not rest on lower() knowing them (a C-locale database does not).
const LOWER_ACCENTED = 'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžšł';
const ACCENTED = `${LOWER_ACCENTED}${LOWER_ACCENTED.toUpperCase()}`;
const PLAIN = 'aaaaaaaccceeeeeeeiiiiinnooooooouuuuuyyzsl'.repeat(2);

if ([...ACCENTED].length !== [...PLAIN].length) throw new Error('folded-text: the accent table is misaligned.');

const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, [...PLAIN][index] as string]));

/** The text in lower case without the accents of the table: the form names are compared in. */
export function foldText(text: string): string {
  return [...text]
    .map((letter) => PLAIN_OF.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/** The same fold in SQL, on a column. */
export function foldedColumn(column: string): RawBuilder<string> {
  return sql<string>`lower(translate(${sql.ref(column)}, ${ACCENTED}, ${PLAIN}))`;
}
