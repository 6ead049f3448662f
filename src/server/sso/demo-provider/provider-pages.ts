/**
 * The demo provider's pages: its sign-in form, its sign-out confirmation, and its error page.
 * Plain HTML with no script, so the strict policy of provider-headers.ts holds; every value
 * from a request is escaped.
 */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const STYLE = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b1f24;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:32px;width:100%;max-width:380px}
  h1{font-size:1.4rem;margin:0 0 8px}p{margin:0 0 16px;color:#3d4550}
  label{display:block;font-weight:600;margin:12px 0 4px}input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #8a939e;border-radius:4px;font-size:1rem}
  button{margin-top:16px;width:100%;padding:10px;font-size:1rem;border-radius:4px;border:0;background:#0b5cad;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#0b5cad;border:1px solid #0b5cad}
  .error{background:#fdecea;color:#8a1c12;border-radius:4px;padding:10px;margin-bottom:8px}.note{font-size:.85rem;margin-top:16px}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function signInPage(uid: string, clientName: string, error?: string, login = ''): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in | SmartPortal demo sign-on',
    `<h1>SmartPortal demo sign-on</h1>
    <p>Sign in to continue to ${escape(clientName)}.</p>
    ${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
    <form method="post" action="${action}/login" autocomplete="off">
      <label for="login">Username</label><input id="login" name="login" value="${escape(login)}" required autofocus>
      <label for="password">Password</label><input id="password" name="password" type="password" required>
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="${action}/abort"><button type="submit" class="secondary">Cancel</button></form>
    <p class="note">A demonstration identity provider (OpenID Connect). Demo accounts: sso, visitor.</p>`,
  );
}

/** `form` is oidc-provider's hidden form that carries the sign-out request and its CSRF token. */
export function signOutPage(form: string): string {
  return page(
    'Sign out | SmartPortal demo sign-on',
    `<h1>Sign out of the demo sign-on?</h1>
    <p>You are signing out of SmartPortal. Sign out of the demo sign-on too, so the next single sign-on asks for your password again.</p>
    ${form}
    <button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
    <button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out | SmartPortal demo sign-on', '<h1>Signed out</h1><p>You are signed out of the demo sign-on.</p>');
}

export function errorPage(out: Record<string, unknown>): string {
  const lines = Object.entries(out).map(([key, value]) => `<p><strong>${escape(key)}</strong>: ${escape(String(value))}</p>`);
  return page('Sign-on error | SmartPortal demo sign-on', `<h1>The sign-on request cannot be completed</h1>${lines.join('')}`);
}
