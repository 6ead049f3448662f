import { describe, expect, it } from 'vitest';
import { isActionAvailable, modeAfter, TOOLBAR_ACTIONS, type EditingMode } from '../../../../src/shell/cms-editing/editing-mode.ts';

describe('CMS editing modes (portal-shell §4.3: off → edit → preview; disable, publish and discard return to off)', () => {
  it('lists the six toolbar actions of §2.3 in order', () => {
    expect(TOOLBAR_ACTIONS).toEqual(['showEnrollmentForm', 'enable', 'disable', 'preview', 'publish', 'discard']);
  });

  it('goes off → edit → preview, and back to edit when editing is enabled again', () => {
    expect(modeAfter('off', 'enable')).toBe('edit');
    expect(modeAfter('edit', 'preview')).toBe('preview');
    expect(modeAfter('preview', 'enable')).toBe('edit');
  });

  it.each<[EditingMode]>([['edit'], ['preview']])('returns to off from %s on disable, publish and discard', (mode) => {
    expect(modeAfter(mode, 'disable')).toBe('off');
    expect(modeAfter(mode, 'publish')).toBe('off');
    expect(modeAfter(mode, 'discard')).toBe('off');
  });

  it('keeps the mode when the enrollment form is shown or hidden, and never previews from off', () => {
    for (const mode of ['off', 'edit', 'preview'] as const) expect(modeAfter(mode, 'showEnrollmentForm')).toBe(mode);
    expect(modeAfter('off', 'preview')).toBe('off');
  });

  it('offers each action only where it means something', () => {
    const offered = (mode: EditingMode) => TOOLBAR_ACTIONS.filter((action) => isActionAvailable(mode, action));
    expect(offered('off')).toEqual(['showEnrollmentForm', 'enable']);
    expect(offered('edit')).toEqual(['showEnrollmentForm', 'disable', 'preview', 'publish', 'discard']);
    expect(offered('preview')).toEqual(['showEnrollmentForm', 'enable', 'disable', 'publish', 'discard']);
  });
});
