import { Suspense } from 'react';
import { lazyPage } from '../errors/lazy-page.ts';
import { useCmsEditing } from './cms-editing-context.ts';

// The editing toolbar and the enrollment form (with the edit-mode drawing of CMS pages behind
// them) are chunks of their own: only CMS editors load them, not every home page (bench:bundle).
const CmsToolbar = lazyPage(async () => ({ default: (await import('./CmsToolbar.tsx')).CmsToolbar }));
const EnrollmentForm = lazyPage(async () => ({ default: (await import('./EnrollmentForm.tsx')).EnrollmentForm }));

/** The CMS editing toolbar, loaded for CMS editors only. */
export function EditorToolbar() {
  const { isEditor } = useCmsEditing();
  if (!isEditor) return null;
  return (
    <Suspense fallback={null}>
      <CmsToolbar />
    </Suspense>
  );
}

/** The enrollment form an editor asked to see on the home page, loaded when asked. */
export function EditorEnrollmentForm() {
  const { isEditor, showEnrollmentForm } = useCmsEditing();
  if (!isEditor || !showEnrollmentForm) return null;
  return (
    <Suspense fallback={null}>
      <EnrollmentForm />
    </Suspense>
  );
}
