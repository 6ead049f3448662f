import Box from '@mui/material/Box';
import { orderedEntries, type ActionsBlock as ActionsBlockDefinition } from '../../definition/index.ts';
import { TimedMessageBanner } from '../../messages/TimedMessageBanner.tsx';
import { useTimedMessage } from '../../messages/use-timed-message.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { ActionButton } from './ActionButton.tsx';

/** A row of buttons bound to operations, each with its own confirmation and reason prompt. */
export default function ActionsBlock({ block }: BlockRendererProps<ActionsBlockDefinition>) {
  const scope = useBindingScope(block);
  const { message, show, clear } = useTimedMessage();
  return (
    <Box>
      <TimedMessageBanner message={message} onClose={clear} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: block.align === 'start' ? 'flex-start' : 'flex-end' }}>
        {orderedEntries(block.buttons).map(([id, action]) => (
          <ActionButton key={id} action={action} scope={scope} showMessage={show} />
        ))}
      </Box>
    </Box>
  );
}
