/**
 * The other contract of a drift report: a folder holding portal.yaml and cms.yaml (with their
 * referenced files), one of those two files (the other taken from the repository), or the
 * repository's openapi/ at a git revision (`git archive`, so its $ref'd files come along).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContractShape } from '../screen-definitions/definition-sources.ts';
import type { ContractShape } from '../../src/engine/tooling.ts';

export async function contractAt(target: string, repositoryOpenapi: string): Promise<ContractShape> {
  const full = path.resolve(target);
  if (!existsSync(full)) throw new Error(`--drift: no such file or folder: ${target}`);
  if (statSync(full).isDirectory()) return loadContractShape(full);
  const name = path.basename(full);
  if (name !== 'portal.yaml' && name !== 'cms.yaml') throw new Error(`--drift: a contract file is portal.yaml or cms.yaml (or give a folder holding both), not ${name}`);
  // The changed root file replaces the repository's, next to the repository's other files, so its relative $refs resolve.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'qa-drift-'));
  try {
    cpSync(repositoryOpenapi, scratch, { recursive: true });
    cpSync(full, path.join(scratch, name));
    return await loadContractShape(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function contractAtRevision(root: string, revision: string): Promise<ContractShape> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'qa-drift-git-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', revision, 'openapi'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', scratch], { input: archive });
    return await loadContractShape(path.join(scratch, 'openapi'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
