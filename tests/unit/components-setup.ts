// Component tests wait for the UI as a user would, through findBy* and waitFor. Testing Library's
// 1 s default fails a test whose table took longer to draw only because the two cores were busy
// with the API files and a browser build (CI saw "Unable to find Dealer 1" on a loaded machine).
// This bounds a wait; it asserts no timing.
import { __unsafe_useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

/** The style cache MUI's components write to when no CacheProvider names another. */
const emotion = renderHook(() => __unsafe_useEmotionCache()).result.current;

// Files share a worker's modules and document (vitest.config.ts: isolate false), so what one
// test drew is unmounted before the next, whichever file it is in. Its styles go too, and the
// cache forgets them, so the next test's components insert theirs again: jsdom's getComputedStyle
// (every role query, MUI's autosizing text areas) matches each ancestor against every rule in the
// document, and a worker's hundreds of tests left thousands of rules behind (the component tests
// took 238 CPU-seconds against 202 with them cleared, 2026-11-29).
afterEach(() => {
  cleanup();
  if (!emotion) return;
  emotion.sheet.flush();
  for (const name of Object.keys(emotion.inserted)) delete emotion.inserted[name];
});
