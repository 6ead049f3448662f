/**
 * The repository's sources of definition references, read in Node: both contracts (bundled by
 * the server's loader, named schemas under `contract:portal` and `contract:cms`) and the
 * fragment files under schemas/fragments/. The Vite plugin, the QA check and the tests resolve
 * definitions with these and the engine's one resolver (src/engine/definition/refs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/project-root.ts';
import { loadContract } from '../../src/server/contract/load-contract.ts';
import { resolveRefs, type ContractShape, type RefSources } from '../../src/engine/tooling.ts';

// From package.json, not this module's place: the server bundle runs it too (src/project-root.ts).
export const REPOSITORY_ROOT = PROJECT_ROOT;

/** Both contracts as the QA check and the resolver read them. */
export async function loadContractShape(openapiDir = path.join(REPOSITORY_ROOT, 'openapi')): Promise<ContractShape> {
  const portal = await loadContract(path.join(openapiDir, 'portal.yaml'), 'contract:portal');
  const cms = await loadContract(path.join(openapiDir, 'cms.yaml'), 'contract:cms');
  return { definitions: [portal.definitions, cms.definitions], operations: [...portal.operations, ...cms.operations] };
}

/** `schemas/fragments/<name>.json`, parsed, or undefined when there is no such file. */
export function fragmentReader(fragmentsDir = path.join(REPOSITORY_ROOT, 'schemas/fragments')): (name: string) => unknown {
  return (name) => {
    const file = path.join(fragmentsDir, `${name}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
  };
}

/** The repository's reference sources (or those of another openapi/ folder, for tests that change the contract). */
export async function loadRefSources(options: { openapiDir?: string; fragmentsDir?: string } = {}): Promise<RefSources> {
  return { contract: await loadContractShape(options.openapiDir), fragment: fragmentReader(options.fragmentsDir) };
}

/** A definition (or overlay, or fragment file) with its references resolved; throws, naming each problem, when one does not resolve. */
export function resolvedDefinition<T = unknown>(value: unknown, sources: RefSources, file: string): T {
  const { value: resolved, problems } = resolveRefs<T>(value, sources);
  if (problems.length) throw new Error(problems.map((p) => `${file}:${p.pointer || '/'}: ${p.message}`).join('\n'));
  return resolved;
}
