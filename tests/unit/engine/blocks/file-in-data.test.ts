import { describe, expect, it, vi } from 'vitest';
import { fileFromData, UnsafeFileAddressError } from '../../../../src/engine/blocks/actions/file-in-data.ts';

const ORIGIN = 'https://portal.example.com';

describe('fileFromData', () => {
  it('reads a data: URL into a named file', async () => {
    const file = await fileFromData('data:text/csv;base64,emlwCg==', 'zip-import-template.csv', ORIGIN);
    expect(file.fileName).toBe('zip-import-template.csv');
    expect(await file.blob.text()).toBe('zip\n');
  });

  it('fetches an address of the portal itself', async () => {
    const fetcher = vi.fn(async () => new Response('content'));
    const file = await fileFromData('/files/guide.txt', ' guide.txt ', ORIGIN, fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(`${ORIGIN}/files/guide.txt`);
    expect(file.fileName).toBe('guide.txt');
  });

  it.each(['javascript:alert(1)', 'https://elsewhere.example.com/x', 'file:///etc/passwd', '', 42])('refuses %s', async (address) => {
    const fetcher = vi.fn();
    await expect(fileFromData(address, 'x', ORIGIN, fetcher as unknown as typeof fetch)).rejects.toBeInstanceOf(UnsafeFileAddressError);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('names a file without a name "download"', async () => {
    expect((await fileFromData('data:,x', undefined, ORIGIN)).fileName).toBe('download');
  });
});
