import { MountOnceOpened } from '../app/mount-once-opened.tsx';
import { lazyPage } from '../errors/lazy-page.ts';
import { useChangePasswordRequest } from '../header/change-password-request.tsx';

// The dialog (MUI's Dialog and the modal under it) loads the first time it is asked for, not
// with every signed-in page (bench:bundle).
const ChangePasswordDialog = lazyPage(async () => ({ default: (await import('./ChangePasswordDialog.tsx')).ChangePasswordDialog }));

/** Where the frame puts the change-password dialog: mounted from its first request on. */
export function ChangePasswordSlot() {
  const { open } = useChangePasswordRequest();
  return (
    <MountOnceOpened open={open}>
      <ChangePasswordDialog />
    </MountOnceOpened>
  );
}
