import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../src/constants.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/data/demo-users.ts';

/** An access token of a demo user, signed in with the password grant as the portal's web client is. */
export async function tokenOf(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
