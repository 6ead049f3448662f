import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPERSONATION_SEARCH_MIN_CHARS } from '../../constants.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { visuallyHidden } from '../header/visually-hidden.ts';
import type { UserDetails } from '../session/use-session.ts';
import { browserEnvironment } from './browser-environment.ts';
import { applyImpersonation, resetImpersonation, type IdentitySwitchEnvironment } from './identity-switch.ts';
import { ImpersonationCallError, impersonationCalls, type ImpersonationCandidate, type ImpersonationCalls } from './impersonation-calls.ts';
import { toolbarStatus } from './toolbar-status.ts';
import { mayImpersonate, showsImpersonationToolbar } from './toolbar-visibility.ts';
import { useCandidateSearch } from './use-candidate-search.ts';
import { useOems } from './use-oems.ts';

export interface ImpersonationToolbarProps {
  user: UserDetails;
  /** Storages, cookies and the reload Apply and Reset use; the browser's by default. */
  environment?: IdentitySwitchEnvironment;
}

const optionLabel = (candidate: ImpersonationCandidate) => `${candidate.userName} (${candidate.loginName})`;
const sameUser = (a: ImpersonationCandidate, b: ImpersonationCandidate) => a.loginName === b.loginName;

/** Why Apply was refused, in the user's words (the server's own messages are English only). */
function applyFailureKey(error: unknown): string {
  const status = error instanceof ImpersonationCallError ? error.status : undefined;
  if (status === 404) return 'IMPERSONATION_USER_GONE';
  if (status === 409) return 'IMPERSONATION_ALREADY_ACTING';
  if (status === 403) return 'IMPERSONATION_NOT_ALLOWED';
  return 'IMPERSONATION_FAILED';
}

interface BarProps {
  user: UserDetails;
  calls: ImpersonationCalls;
  environment: IdentitySwitchEnvironment;
}

function ImpersonationBar({ user, calls, environment }: BarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const impersonating = user.impersonator !== undefined;
  const allowed = mayImpersonate(user);
  const [oemName, setOemName] = useState('');
  // What the box shows, and what was typed: picking a user shows the user's label without searching for it.
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<ImpersonationCandidate | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { oems, failed: oemsFailed } = useOems();
  const search = useCandidateSearch(calls, typed, oemName || undefined, allowed && !impersonating);

  // While impersonating, both controls show who and which OEM, locked (portal-shell §4.4).
  const acting: ImpersonationCandidate | null = impersonating
    ? { loginName: user.loginName, userName: user.userName, oemName: oems.find((oem) => oem.id === user.oemId)?.name ?? user.oemName }
    : null;
  const value = acting ?? picked;
  const found = search.status === 'done' ? search.candidates : [];
  const options = value && !found.some((candidate) => sameUser(candidate, value)) ? [value, ...found] : found;
  const status = toolbarStatus(search);

  const apply = async () => {
    if (!picked) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await applyImpersonation(calls, environment, picked.loginName, oemName || undefined);
      // The page reloads as the impersonated user; the controls stay locked until it does.
    } catch (error) {
      setFailure(applyFailureKey(error));
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    await resetImpersonation(calls, environment);
  };

  return (
    <Box
      component="section"
      aria-labelledby={labelId}
      data-testid="impersonation-toolbar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={labelId} variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
        {t('IMPERSONATION_TOOLBAR_LABEL')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('IMPERSONATION_OEM_LABEL')}
        value={acting ? acting.oemName : oemName}
        onChange={(event) => {
          setOemName(event.target.value);
          // A user picked under another OEM is no longer a valid choice.
          setPicked(null);
          setInput(typed);
        }}
        disabled={impersonating || busy || !allowed}
        helperText={oemsFailed && !impersonating ? t('IMPERSONATION_OEMS_FAILED') : undefined}
        // Shrunk: "All OEMs" is a value (the empty one), not a placeholder under the label.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180, bgcolor: 'background.paper' }}
      >
        {acting ? (
          <option value={acting.oemName}>{acting.oemName}</option>
        ) : (
          <>
            <option value="">{t('IMPERSONATION_ALL_OEMS')}</option>
            {oems.map((oem) => (
              <option key={oem.id} value={oem.name}>
                {oem.name}
              </option>
            ))}
          </>
        )}
      </TextField>
      <Autocomplete
        size="small"
        options={options}
        value={value}
        inputValue={acting ? optionLabel(acting) : input}
        onChange={(_, next) => {
          setPicked(next);
          setFailure(undefined);
        }}
        onInputChange={(_, next, reason) => {
          setInput(next);
          // 'reset' is the box showing a picked user's label: not something to search for.
          if (reason === 'input' || reason === 'clear') {
            setTyped(next);
            setPicked(null);
          }
        }}
        // The server already matched, filtered and sorted (portal-shell §5.4).
        filterOptions={(candidates) => candidates}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={sameUser}
        clearOnBlur={false}
        autoHighlight
        loading={search.status === 'loading'}
        loadingText={t('IMPERSONATION_LOADING')}
        noOptionsText={t(status.emptyText, { count: IMPERSONATION_SEARCH_MIN_CHARS })}
        disabled={impersonating || busy || !allowed}
        renderOption={(props, candidate) => {
          const { key, ...optionProps } = props;
          return (
            <Box component="li" key={key} {...optionProps} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {candidate.userName}
              </Typography>
              <Typography variant="caption" component="span" color="text.secondary">
                {candidate.loginName} · {candidate.oemName}
              </Typography>
            </Box>
          );
        }}
        renderInput={(params) => <TextField {...params} label={t('IMPERSONATION_SEARCH_LABEL')} sx={{ bgcolor: 'background.paper' }} />}
        sx={{ flex: '1 1 260px', maxWidth: 440 }}
      />
      <Button
        variant="contained"
        onClick={() => void (impersonating ? reset() : apply())}
        disabled={busy || !allowed || (!impersonating && !picked)}
      >
        {t(impersonating ? 'IMPERSONATION_RESET' : 'IMPERSONATION_APPLY')}
      </Button>
      {!allowed && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('IMPERSONATION_SEARCH_FORBIDDEN')}
        </Typography>
      )}
      {failure && (
        <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {t(failure)}
        </Typography>
      )}
      <Box component="span" role="status" sx={visuallyHidden}>
        {status.resultCount === undefined ? '' : t('IMPERSONATION_RESULTS', { count: status.resultCount })}
      </Box>
    </Box>
  );
}

/**
 * The admin toolbar for acting as another user (portal-shell §2.5, §4.4, §5.4, §6): an OEM
 * selector, a search box with its results list, and Apply / Reset. Shown to the users of
 * showsImpersonationToolbar; the header mounts it, so it shows only with the header.
 */
export function ImpersonationToolbar({ user, environment }: ImpersonationToolbarProps) {
  const { client, cookies } = useShellServices();
  const calls = useMemo(() => impersonationCalls(client), [client]);
  const effectiveEnvironment = useMemo(() => environment ?? browserEnvironment(cookies), [environment, cookies]);
  if (!showsImpersonationToolbar(user)) return null;
  return <ImpersonationBar user={user} calls={calls} environment={effectiveEnvironment} />;
}
