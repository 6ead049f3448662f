import { DEFAULT_LANGUAGE, LANGUAGES } from '../../constants.ts';
import type { UserDetails } from '../session/use-session.ts';

export type LanguageCode = (typeof LANGUAGES)[number];

export function isLanguageCode(value: string | undefined): value is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

const BY_USER_LANGUAGE: Readonly<Record<UserDetails['language'], LanguageCode>> = { ENGLISH: 'en', FRENCH: 'fr' };

/** The interface language of a user's details (ENGLISH → en, FRENCH → fr); en when unknown. */
export function languageOfUser(user: Pick<UserDetails, 'language'>): LanguageCode {
  return BY_USER_LANGUAGE[user.language] ?? DEFAULT_LANGUAGE;
}

/** The path of the language route: `/en`, `/fr` (portal-shell §2.2: the route named by the code). */
export function languagePath(code: LanguageCode): string {
  return `/${code}`;
}
