/**
 * A changed contract for drift runs (issue #19): the repository's portal contract bundled into
 * one document, as the server bundles it, with one response property removed, as YAML or JSON
 * text a QA engineer would upload.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { loadContract } from '../../src/server/contract/load-contract.ts';

const PORTAL = path.resolve(fileURLToPath(import.meta.url), '../../../openapi/portal.yaml');

export async function portalContractWithout(schema: string, property: string, format: 'yaml' | 'json'): Promise<string> {
  const { document } = await loadContract(PORTAL, 'contract:portal');
  const changed = structuredClone(document) as { components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> } };
  const target = changed.components.schemas[schema];
  if (!target?.properties || !(property in target.properties)) throw new Error(`the bundled contract has no ${schema}.${property}`);
  delete target.properties[property];
  if (target.required) target.required = target.required.filter((name) => name !== property);
  return format === 'json' ? JSON.stringify(changed, null, 2) : stringify(changed);
}
