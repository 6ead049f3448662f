import type { Kysely } from 'kysely';
import { en, fr } from '../../i18n/catalogues.ts';
import type { Caller } from '../auth/caller.ts';
import type { Database } from '../db/schema/database.ts';

/** A message of the portal's catalogues in one language; a key it lacks falls back to English, then to itself. */
export type ExportTranslate = (key: string) => string;

const CATALOGUES: Readonly<Record<'ENGLISH' | 'FRENCH', Readonly<Record<string, string>>>> = { ENGLISH: en, FRENCH: fr };

/**
 * Files a user exports read in the user's language (the language chosen in the header, stored
 * on the user; the impersonated user's while an admin impersonates, as the screens are): column
 * titles and every enumerated value as its label, never as its code (issue #20).
 */
export async function exportTranslateOf(db: Kysely<Database>, caller: Caller): Promise<ExportTranslate> {
  const user = await db.selectFrom('users').select('language').where('id', '=', caller.userId).executeTakeFirst();
  const catalogue = CATALOGUES[user?.language === 'FRENCH' ? 'FRENCH' : 'ENGLISH'];
  const english: Readonly<Record<string, string>> = en;
  return (key) => catalogue[key] ?? english[key] ?? key;
}
