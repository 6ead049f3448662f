/** The tokens of a signed-in session, as the client needs them. */
export interface SessionTokens {
  accessToken: string;
  /** Absent when the token service issued no refresh token: a 401 then ends the session. */
  refreshToken?: string | undefined;
}

/**
 * Where the access and refresh tokens live. The clients only read and replace them; the shell
 * backs this with its 24 h token cookie, tests and the API test-suite with memory.
 */
export interface TokenStore {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  set(tokens: SessionTokens): void;
  clear(): void;
}
