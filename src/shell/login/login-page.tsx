import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES } from '../../constants.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import { isLanguageCode } from '../i18n/language-codes.ts';
import { useSession, type SignInOutcome } from '../session/use-session.ts';
import { loadChunk } from '../errors/chunk-load.ts';
import buttons from '../plain-ui/buttons.module.css';
import { Notice } from '../plain-ui/notice.tsx';
import { DEFAULT_SKIN_NAME, skinByName } from '../skins/skin-catalogue.ts';
import { LockedAccountBanner } from './locked-account-banner.tsx';
import { OutlinedField } from './outlined-field.tsx';
import styles from './login-page.module.css';
import { validateLoginForm, type LoginFormErrors } from './login-validation.ts';

// Most visits never open it: its dialog code loads on the first click.
const ForgotPasswordDialog = lazy(() =>
  loadChunk(() => import('./forgot-password-dialog.tsx')).then((module) => ({ default: module.ForgotPasswordDialog })),
);

type Refusal = Exclude<SignInOutcome, { ok: true }>;

const REFUSAL_MESSAGE: Record<Exclude<Refusal['reason'], 'accountLocked'>, string> = {
  invalidCredentials: 'LOGIN_INVALID_CREDENTIALS',
  accountDisabled: 'LOGIN_ACCOUNT_DISABLED',
  unavailable: 'LOGIN_UNAVAILABLE',
};

/** Why a single sign-on ended here (the server's /login?sso=…, src/server/sso/sign-on-routes.ts). */
const SSO_FAILURES = new Set(['denied', 'failed', 'expired', 'unknown_user', 'account_disabled', 'unavailable']);

/** The login page (portal-shell §2.1 `login`, §5.5, §8 "401 on login"). */
/** The default skin's logo (issue #20: the login page carries the default brand). */
const BRAND = skinByName(DEFAULT_SKIN_NAME).logo;

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { client, storedRequest } = useShellServices();
  const { status, endedBy, signIn, signOut } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit transition.
  const [forgotUsed, setForgotUsed] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const [searchParams] = useSearchParams();
  const ssoFailure = searchParams.get('sso');

  useEffect(() => {
    document.title = t('LOGIN_DOCUMENT_TITLE');
  }, [t]);

  // Signed in already (a session resumed from the cookies, or another tab signed in): go on,
  // to the first request made while signed out when there is one.
  useEffect(() => {
    if (status === 'signedIn' && !submitting) void navigate(storedRequest.take() ?? '/', { replace: true });
  }, [status, submitting, navigate, storedRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm({ username, password });
    setErrors(found);
    setRefusal(undefined);
    if (found.username || found.password) return;
    setSubmitting(true);
    const outcome = await signIn({ username: username.trim(), password });
    if (outcome.ok) {
      // The first request made while signed out is replayed now (portal-shell §2.2).
      await navigate(storedRequest.take() ?? '/', { replace: true });
      return;
    }
    setSubmitting(false);
    setPassword('');
    setRefusal(outcome);
  };

  const startOver = () => {
    signOut();
    setRefusal(undefined);
    setUsername('');
    setPassword('');
    setErrors({});
    usernameInput.current?.focus();
  };

  const otherLanguage = LANGUAGES.find((code) => code !== i18n.resolvedLanguage);
  const notice = endedBy === 'expired' ? 'SESSION_EXPIRED_NOTICE' : endedBy === 'sessionChanged' ? 'SESSION_CHANGED_NOTICE' : undefined;

  return (
    // Drawn without MUI: the login page is the first page of most visits, and its first load
    // carries no MUI (issue #11, login ≤ 120 KB). It looks as MUI drew it (login-page.module.css).
    <main className={styles.page}>
      <div className={styles.card}>
        {/* The portal's own brand: who signs in is not known yet, so no manufacturer's. */}
        <img className={styles.brand} src={BRAND.src} alt={BRAND.alt} data-testid="login-brand" />
        <h1 className={styles.title}>{t('LOGIN_TITLE')}</h1>
        <p className={styles.subtitle}>{t('LOGIN_SUBTITLE')}</p>
        {ssoFailure !== null && SSO_FAILURES.has(ssoFailure) && !refusal && (
          <Notice severity="error" className={styles.notice}>
            {t(`SSO_FAILED_${ssoFailure.toUpperCase()}`)}
          </Notice>
        )}
        {notice && !refusal && (
          <Notice severity="info" className={styles.notice}>
            {t(notice)}
          </Notice>
        )}
        {refusal?.reason === 'accountLocked' && <LockedAccountBanner lockedUntil={refusal.lockedUntil} onClickHere={startOver} />}
        {refusal && refusal.reason !== 'accountLocked' && (
          <Notice severity="error" className={styles.notice}>
            {t(REFUSAL_MESSAGE[refusal.reason])}
          </Notice>
        )}
        <form noValidate onSubmit={(event) => void submit(event)}>
          <OutlinedField
            inputRef={usernameInput}
            label={t('LOGIN_USERNAME')}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={setUsername}
            error={errors.username ? t(errors.username) : undefined}
          />
          <OutlinedField
            label={t('LOGIN_PASSWORD')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password ? t(errors.password) : undefined}
          />
          <button type="submit" className={[buttons.contained, buttons.large, buttons.fullWidth, styles.submit].join(' ')} disabled={submitting}>
            {t('LOGIN_SUBMIT')}
          </button>
        </form>
        <div className={styles.links}>
          <button
            type="button"
            className={buttons.link}
            onClick={() => {
              setForgotUsed(true);
              setForgotOpen(true);
            }}
          >
            {t('LOGIN_FORGOT_PASSWORD')}
          </button>
          {isLanguageCode(otherLanguage) && (
            <button type="button" className={buttons.link} lang={otherLanguage} onClick={() => void i18n.changeLanguage(otherLanguage)}>
              {t('LANGUAGE_SWITCH_TO')}
            </button>
          )}
        </div>
      </div>
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} client={client} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}

export default LoginPage;
