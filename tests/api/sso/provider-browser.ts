// A browser played by hand against the demo OpenID Connect provider: its cookies kept in a jar,
// every redirect read rather than followed blindly.
/** The browser's cookies for the provider's origin (paths ignored: extra cookies are harmless here). */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  /** `issuer`: the provider's origin; a redirect elsewhere (the portal) is where `follow` stops. */
  constructor(private readonly issuer: string) {}

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows the provider's own redirects; stops at the first page, or at a redirect elsewhere. */
  async follow(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ url: string; response: Response }> {
    let response = await this.go(url, init);
    let at = url;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, at).toString();
      if (!next.startsWith(this.issuer)) return { url: next, response };
      at = next;
      response = await this.go(next);
    }
    return { url: at, response };
  }
}
