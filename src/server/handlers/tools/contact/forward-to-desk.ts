/**
 * One attempt to hand a Contact Us message to the support desk (CONTACT_US_FORWARD_URL): a JSON
 * POST, accepted when the desk answers 2xx within the time limit. The Idempotency-Key names the
 * message, so a desk that received an attempt whose answer was lost can drop the retry.
 */
export interface DeskMessage {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  loginName: string | null;
  impersonatorLogin: string | null;
  dealerCode: string | null;
  dealerName: string | null;
  oemName: string | null;
}

export type DeskAnswer = { accepted: true } | { accepted: false; reason: string };

/** The desk's answer kept with a failure: enough to diagnose, never a whole error page. */
const REASON_MAX_CHARS = 500;

export async function forwardToDesk(url: string, message: DeskMessage, timeoutMs: number): Promise<DeskAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `smartportal-contact-${message.id}` },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (response.ok) {
      await response.body?.cancel();
      return { accepted: true };
    }
    const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
    return { accepted: false, reason: `The support desk answered HTTP ${response.status}${text ? `: ${text}` : ''}`.slice(0, REASON_MAX_CHARS) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return { accepted: false, reason: `The support desk did not answer within ${timeoutMs / 1000} s.` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { accepted: false, reason: `The support desk could not be reached: ${cause}`.slice(0, REASON_MAX_CHARS) };
  }
}
