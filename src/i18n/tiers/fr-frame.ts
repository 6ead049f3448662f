/**
 * The French texts of the signed-in frame: the header, home, the change-password and contact
 * dialogs, the admin and CMS toolbars, the form engine's own words. The frame waits for them
 * (app-frame.tsx) as it loads, so the login page never carries them (bench:bundle).
 */
import frSignedIn from '../fr/signed-in.json' with { type: 'json' };
import frShell from '../fr/shell.json' with { type: 'json' };
import frLabels from '../fr/labels.json' with { type: 'json' };
import frChangePassword from '../fr/change-password.json' with { type: 'json' };
import frContactConfirmation from '../fr/contact-confirmation.json' with { type: 'json' };
import frImpersonation from '../fr/impersonation.json' with { type: 'json' };
import frCmsEditing from '../fr/cms-editing.json' with { type: 'json' };
import frEngine from '../fr/engine.json' with { type: 'json' };

export const FR_FRAME_PARTS = {
  'signed-in': frSignedIn,
  shell: frShell,
  labels: frLabels,
  'change-password': frChangePassword,
  'contact-confirmation': frContactConfirmation,
  impersonation: frImpersonation,
  'cms-editing': frCmsEditing,
  engine: frEngine,
} as const;
