import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../app/shell-services-context.ts';
import { useSession, type UserDetails } from '../session/use-session.ts';
import { useDealerNames } from './use-dealer-names.ts';

/**
 * The dealer selector of a user who acts for several dealers (a dealer group, issue #20): the
 * user's dealers by code, the current one being the user's dealerCode. A choice is stored on the
 * server (chooseDealer, remembered for the user, refused for a dealer not the user's) and the
 * answered user details replace the session's, so every dealer-scoped screen (they bind the
 * user's dealer) loads again for the chosen dealer. Hidden for a single dealer.
 */
export function DealerSelector({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { client } = useShellServices();
  const { setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const helperId = useId();
  const several = user.dealerCodes.length > 1;
  const names = useDealerNames(several, user.dealerCodes.length);
  if (!several || !user.dealerCode) return null;
  const codes = [...user.dealerCodes].sort();

  const choose = async (dealerCode: string) => {
    if (dealerCode === user.dealerCode) return;
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await client.PUT('/api/portal/user/dealer', { body: { dealerCode } });
      if (data) setUser(data);
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label={t('HEADER_DEALER')}
      value={user.dealerCode}
      disabled={busy}
      onChange={(event) => void choose(event.target.value)}
      error={failed}
      helperText={failed ? t('HEADER_DEALER_FAILED') : undefined}
      slotProps={{ formHelperText: { id: helperId } }}
      sx={{ minWidth: 220, maxWidth: 320 }}
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {names.has(code) ? t('HEADER_DEALER_OPTION', { code, name: names.get(code), interpolation: { escapeValue: false } }) : code}
        </MenuItem>
      ))}
    </TextField>
  );
}
