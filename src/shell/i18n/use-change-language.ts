import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellServices } from '../app/shell-services-context.ts';
import { useSession } from '../session/use-session.ts';
import { languagePath, type LanguageCode } from './language-codes.ts';

/**
 * The header's language selector (portal-shell §2.2): stores the choice as the user's language
 * (POST /api/portal/changeUserLanguage), loads it, and navigates to the route named by the code
 * (`/en`, `/fr`). When the server refuses or cannot be reached, the language still changes for
 * this visit: the user asked to read the portal in it, and a 5xx has its own modal.
 */
export function useChangeLanguage(): (code: LanguageCode) => Promise<void> {
  const { client } = useShellServices();
  const { setUser } = useSession();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (code: LanguageCode) => {
      try {
        const { data } = await client.POST('/api/portal/changeUserLanguage', { params: { query: { languageCode: code } } });
        if (data) setUser(data);
      } catch {
        // Timed out or offline: fall through and switch locally.
      }
      await i18n.changeLanguage(code);
      await navigate(languagePath(code));
    },
    [client, setUser, i18n, navigate],
  );
}
