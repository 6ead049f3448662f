const BEARER_PREFIX = 'Bearer ';

export function bearerAuthorization(accessToken: string): string {
  return `${BEARER_PREFIX}${accessToken}`;
}

/** The access token a request was sent with, if it was sent with one. */
export function bearerTokenOf(request: Request): string | undefined {
  const value = request.headers.get('Authorization');
  return value?.startsWith(BEARER_PREFIX) ? value.slice(BEARER_PREFIX.length) : undefined;
}
