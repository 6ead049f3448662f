/** Leaves the SPA for an address the server answers (another site, or a server route); a seam so tests can see where it went. */
export type LeavePage = (url: string) => void;

export const leaveForReal: LeavePage = (url) => window.location.assign(url);
