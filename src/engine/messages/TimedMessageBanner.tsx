import Alert from '@mui/material/Alert';
import type { TimedMessage } from './use-timed-message.ts';

/**
 * Shows a timed message. Errors use role "alert" (announced at once); the rest "status", which
 * screen readers announce politely without interrupting.
 */
export function TimedMessageBanner({ message, onClose }: { message: TimedMessage | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      key={message.serial}
      severity={message.severity}
      role={message.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      sx={{ my: 1 }}
    >
      {message.text}
    </Alert>
  );
}
