/**
 * The product files (oem-skins/products/<name>.json, <name>_fr.json, common.json) behind the
 * home page tiles. Read from disk, parsed once and kept until the file changes (its mtime), so a
 * content fix shows without a restart and a busy home page costs one stat per request.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { components } from '../../../api/generated/portal.ts';

type ProductFile = components['schemas']['ProductFile'];

/** The contract's pattern for a product file name; nothing else ever reaches the file system. */
export const PRODUCT_FILE_NAME = /^[a-z]+(_fr)?\.json$/;

interface CachedFile {
  mtimeMs: number;
  content: ProductFile;
}

export class ProductFiles {
  private readonly cache = new Map<string, CachedFile>();

  constructor(private readonly directory: string) {}

  /** The parsed file, or undefined when no product file has this name. */
  async read(fileName: string): Promise<ProductFile | undefined> {
    if (!PRODUCT_FILE_NAME.test(fileName)) return undefined;
    const file = path.join(this.directory, fileName);
    let mtimeMs: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      mtimeMs = info.mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const cached = this.cache.get(fileName);
    if (cached?.mtimeMs === mtimeMs) return cached.content;
    // The files are the project's own content, kept in the contract's shape by the product-file API tests.
    const content: ProductFile = JSON.parse(await readFile(file, 'utf8'));
    this.cache.set(fileName, { mtimeMs, content });
    return content;
  }
}
