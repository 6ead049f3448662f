import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_DISPLAY_MS } from '../../constants.ts';

export type MessageSeverity = 'success' | 'error' | 'info' | 'warning';

export interface TimedMessage {
  readonly severity: MessageSeverity;
  readonly text: string;
  /** Distinguishes two equal messages in a row, so the second restarts the timer and is announced again. */
  readonly serial: number;
}

/**
 * A message that disappears MESSAGE_DISPLAY_MS after it was shown (portal-shell §9, "Messages
 * display 5 s"). A newer message replaces the current one and restarts the time.
 */
export function useTimedMessage(): {
  message: TimedMessage | null;
  show: (severity: MessageSeverity, text: string) => void;
  clear: () => void;
} {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const serial = useRef(0);
  const show = useCallback((severity: MessageSeverity, text: string) => {
    serial.current += 1;
    setMessage({ severity, text, serial: serial.current });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), MESSAGE_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show, clear };
}
