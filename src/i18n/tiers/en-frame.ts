/**
 * The English texts of the signed-in frame: the header, home, the change-password and contact
 * dialogs, the admin and CMS toolbars, the form engine's own words. The frame waits for them
 * (app-frame.tsx) as it loads, so the login page never carries them (bench:bundle).
 */
import enSignedIn from '../en/signed-in.json' with { type: 'json' };
import enShell from '../en/shell.json' with { type: 'json' };
import enLabels from '../en/labels.json' with { type: 'json' };
import enChangePassword from '../en/change-password.json' with { type: 'json' };
import enContactConfirmation from '../en/contact-confirmation.json' with { type: 'json' };
import enImpersonation from '../en/impersonation.json' with { type: 'json' };
import enCmsEditing from '../en/cms-editing.json' with { type: 'json' };
import enEngine from '../en/engine.json' with { type: 'json' };

export const EN_FRAME_PARTS = {
  'signed-in': enSignedIn,
  shell: enShell,
  labels: enLabels,
  'change-password': enChangePassword,
  'contact-confirmation': enContactConfirmation,
  impersonation: enImpersonation,
  'cms-editing': enCmsEditing,
  engine: enEngine,
} as const;
