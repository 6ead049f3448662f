// The skin's colour and font reach what the shell draws without MUI (the login page, the loading
// bar, a page's progress) as CSS variables of the document, set before paint and taken from the
// same skin file the MUI theme takes them from.
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { skinByName } from '../../../../src/shell/skins/skin-catalogue.ts';
import { SKIN_VARIABLES } from '../../../../src/shell/skins/skin-variables.ts';
import { renderInShell } from '../harness/index.ts';
import { user } from '../header/menu-fixtures.ts';

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(cleanup);

describe('the skin’s CSS variables', () => {
  it('carry the default skin’s colour and font signed out, and the user’s skin’s once signed in', () => {
    const signedOut = renderInShell(<p>page</p>, { user: undefined });
    const fallback = skinByName('default').definition.theme;
    expect(variable(SKIN_VARIABLES.primary)).toBe(fallback.palette.primary.main);
    expect(variable(SKIN_VARIABLES.font)).toBe(fallback.typography?.fontFamily);

    act(() => signedOut.session.set({ status: 'signedIn', user: user({ oemId: 1, oemSkinName: 'honda' }) }));
    const honda = skinByName('honda').definition.theme;
    expect(honda.palette.primary.main).not.toBe(fallback.palette.primary.main);
    expect(variable(SKIN_VARIABLES.primary)).toBe(honda.palette.primary.main);
  });

  it('are removed with the app', () => {
    renderInShell(<p>page</p>, { user: user({ oemId: 4, oemSkinName: 'genesis' }) });
    expect(variable(SKIN_VARIABLES.primary)).toBe(skinByName('genesis').definition.theme.palette.primary.main);
    cleanup();
    expect(variable(SKIN_VARIABLES.primary)).toBe('');
  });
});
