/** Leaves the SPA for an address the server answers (another site, or a server route); a seam so tests can see where it went. */
export type LeavePage = (url: string) => void;

export const leaveForReal: LeavePage = (url) => window.location.assign(url);

/** Leaves the SPA by posting an empty form to a server route: for what changes state there (a sign-out), which a GET must not. */
export type PostAndLeave = (url: string) => void;

export const postAndLeaveForReal: PostAndLeave = (url) => {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  document.body.append(form);
  form.submit();
};
