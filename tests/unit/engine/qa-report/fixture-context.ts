/** The QA workbench fixtures (tests/fixtures/qa-workbench) read for the report's unit tests: a small contract, routes and catalogues. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFolder } from '../../../../scripts/check-schemas.ts';
import { CheckContext, type ContractShape, type SchemaNode } from '../../../../src/engine/tooling.ts';

export const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
export const fixtureDir = path.join(root, 'tests/fixtures/qa-workbench');
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

export const fixtureContract = (): ContractShape => json(path.join(fixtureDir, 'contract.json')) as ContractShape;

export const FIXTURE_ROUTES = [
  { name: 'fxDealers', path: '/fxDealers' },
  { name: 'fxDealer', path: '/fxDealer/:dealerCode' },
  { name: 'fxDealerEdit', path: '/fxDealerEdit/:dealerCode' },
  { name: 'fxSignIn', path: '/fxSignIn' },
  { name: 'fxOrphan', path: '/fxOrphan' },
];

const BOTH = ['FX_PAGE_DEALERS', 'FX_COLUMN_CODE', 'FX_COLUMN_NAME', 'FX_COLUMN_NICKNAME', 'FX_COLUMN_EMAIL', 'FX_SAVED', 'FX_UNUSED', 'FX_SIGN_IN'];

export function fixtureContext(contract = fixtureContract()): CheckContext {
  const meta = (name: string) => json(path.join(root, 'schemas/meta', name)) as SchemaNode;
  return new CheckContext({
    screenMetaSchema: meta('screen.schema.json'),
    skinMetaSchema: meta('skin.schema.json'),
    contract,
    routes: new Map(FIXTURE_ROUTES.map((r) => [r.name, { path: r.path, params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!) }])),
    // FX_PAGE_DEALER (the detail's title) is English only.
    catalogues: { en: new Set([...BOTH, 'FX_PAGE_DEALER']), fr: new Set(BOTH) },
    userSchema: { type: 'object' },
  });
}

export const fixtureFolder = () => readFolder(path.join(fixtureDir, 'screens'));
