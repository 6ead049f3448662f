// Component tests wait for the UI as a user would, through findBy* and waitFor. Testing Library's
// 1 s default fails a test whose table took longer to draw only because the two cores were busy
// with the API files and a browser build (CI saw "Unable to find Dealer 1" on a loaded machine).
// This bounds a wait; it asserts no timing.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// Files share a worker's modules and document (vitest.config.ts: isolate false), so what one
// test drew is unmounted before the next, whichever file it is in.
afterEach(() => cleanup());
