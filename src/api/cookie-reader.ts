/**
 * Reads one cookie by name. The browser reads `document.cookie`; tests hand in a map. Nothing
 * else differs between them, so the middleware that uses it is tested as it runs.
 */
export type CookieReader = (name: string) => string | undefined;

/** A CookieReader over a `document.cookie`-style string source (read on every call: cookies change). */
export function createDocumentCookieReader(source: { readonly cookie: string }): CookieReader {
  return (name) => {
    for (const pair of source.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      if (pair.slice(0, separator).trim() !== name) continue;
      const raw = pair.slice(separator + 1).trim();
      const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
      try {
        return decodeURIComponent(unquoted);
      } catch {
        // Not percent-encoded by us: take it as written rather than lose it.
        return unquoted;
      }
    }
    return undefined;
  };
}
