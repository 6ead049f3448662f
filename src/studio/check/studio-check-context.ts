import { CONTRACT_SHAPE } from 'virtual:studio-contract';
import screenMetaSchema from '../../../schemas/meta/screen.schema.json' with { type: 'json' };
import skinMetaSchema from '../../../schemas/meta/skin.schema.json' with { type: 'json' };
import { en, fr } from '../../i18n/catalogues.ts';
import { ROUTES, pathParams } from '../../shell/routes/route-table.ts';
import { CheckContext, type CheckInputs, type RouteInfo, type SchemaNode } from '../../engine/tooling.ts';

// The fragment files as the build hands them (references already resolved, which the resolver accepts as plain values).
const FRAGMENTS = import.meta.glob<unknown>('../../../schemas/fragments/*.json', { eager: true, import: 'default' });
const fragmentNamed = (name: string) => FRAGMENTS[`../../../schemas/fragments/${name}.json`];

let context: CheckContext | undefined;

/**
 * The QA check's inputs as `npm run check:schemas` assembles them (scripts/check-schemas.ts), from
 * what the build bundles into the studio's chunk: the contract's shape, the route table, both
 * catalogues, the meta-schemas and the fragments.
 */
export function studioCheckInputs(): CheckInputs {
  return {
    screenMetaSchema: screenMetaSchema as SchemaNode,
    skinMetaSchema: skinMetaSchema as SchemaNode,
    contract: CONTRACT_SHAPE,
    fragment: fragmentNamed,
    routes: new Map<string, RouteInfo>(ROUTES.map((r) => [r.name, { path: r.path, params: pathParams(r.path) }])),
    catalogues: { en: new Set(Object.keys(en)), fr: new Set(Object.keys(fr)) },
    userSchema: { $ref: 'contract:portal#/$defs/UserDetails' },
  };
}

/** The check's context for the studio, built once (ajv compiles lazily inside it). */
export function studioCheckContext(): CheckContext {
  context ??= new CheckContext(studioCheckInputs());
  return context;
}
