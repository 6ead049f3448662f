import { describe, expect, it } from 'vitest';
import { mediaAddress } from '../../../../src/engine/blocks/video/media-address.ts';

const ORIGIN = 'https://portal.test';

describe('mediaAddress (the video block plays only web addresses)', () => {
  it('keeps http(s) addresses and resolves a path of the portal against its origin', () => {
    expect(mediaAddress('https://portal.test/api/portal/resources/files/3?expires=1&signature=ab', ORIGIN)).toBe('https://portal.test/api/portal/resources/files/3?expires=1&signature=ab');
    expect(mediaAddress('/api/portal/resources/files/3/captions', ORIGIN)).toBe('https://portal.test/api/portal/resources/files/3/captions');
  });

  it.each(['javascript:alert(1)', 'data:video/webm;base64,AAAA', 'file:///etc/passwd', '', '  ', 42, null, undefined])('refuses %s', (value) => {
    expect(mediaAddress(value, ORIGIN)).toBeUndefined();
  });
});
