/**
 * Reads a contract root (openapi/portal.yaml or cms.yaml), bundles its files into one
 * document with Redocly, and lists its operations in the shape the route loader needs:
 * parameters resolved, schema refs pointing into one ajv-registered definitions schema.
 */
import { rewriteSchemaRefs } from './schema-refs.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

export type JsonSchema = Record<string, unknown>;

export interface DealerScope {
  in: 'path' | 'query' | 'body';
  name: string;
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** False for `style: form, explode: false` arrays, sent comma-separated (`a,b,c`). */
  explode: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/portal/enrollments/dealer/{dlCode}`. */
  path: string;
  tag: string;
  /** False for login calls and public files (`security: []`). */
  requiresAuth: boolean;
  /** Roles allowed (`x-roles`); undefined means any signed-in user. */
  roles: string[] | undefined;
  /** Where the request names a dealer (`x-dealer-scope`). */
  dealerScope: DealerScope[];
  /** `x-read-only: true`: the call changes nothing though its method is not GET (a search with its criteria in the body). */
  readOnly: boolean;
  parameters: ContractParameter[];
  /** Request body schemas by media type. */
  requestBody: { required: boolean; content: Record<string, JsonSchema> } | undefined;
  /** Response schemas by status code and media type. */
  responses: Record<string, Record<string, JsonSchema>>;
}

export interface Contract {
  /** Base path the contract's first server URL adds (`/cms` for the CMS backend). */
  basePath: string;
  /** `$id` under which `definitions` must be registered with ajv. */
  definitionsId: string;
  /** The named schemas, keyed by name, refs rewritten to `definitionsId#/$defs/Name`. */
  definitions: JsonSchema;
  operations: ContractOperation[];
  /** The bundled document, for tools that want the raw contract. */
  document: Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveComponent(doc: Obj, node: unknown): Obj {
  let current = node;
  for (let hops = 0; isObj(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`unbundled reference ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (isObj(at) ? at[key] : undefined), doc);
  }
  if (!isObj(current)) throw new Error('reference to nothing in the contract');
  return current;
}

export async function loadContract(rootFile: string, definitionsId: string): Promise<Contract> {
  // Imported here, not at the top: a server whose contracts come from the cache (contract-cache.ts) never loads Redocly.
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ ref: rootFile, config, dereference: false });
  const document = result.bundle.parsed as Obj;
  const rewrite = (schema: unknown) => rewriteSchemaRefs(schema, definitionsId) as JsonSchema;

  const components = isObj(document.components) ? document.components : {};
  const schemas = isObj(components.schemas) ? components.schemas : {};
  const definitions: JsonSchema = {
    $id: definitionsId,
    $defs: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, rewrite(s)])),
  };

  const servers = Array.isArray(document.servers) ? document.servers : [];
  const firstUrl = isObj(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : '';
  const basePath = new URL(firstUrl, 'http://localhost').pathname.replace(/\/$/, '');
  const globalSecurity = Array.isArray(document.security) ? document.security : [];

  const operations: ContractOperation[] = [];
  const paths = isObj(document.paths) ? document.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolveComponent(document, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const byKey = new Map<string, ContractParameter>();
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = resolveComponent(document, raw);
        const param: ContractParameter = {
          name: String(p.name),
          in: p.in as ContractParameter['in'],
          required: p.required === true,
          explode: typeof p.explode === 'boolean' ? p.explode : (p.style ?? 'form') === 'form',
          schema: rewrite(p.schema ?? {}),
        };
        byKey.set(`${param.in}:${param.name}`, param);
      }
      let requestBody: ContractOperation['requestBody'];
      if (op.requestBody) {
        const body = resolveComponent(document, op.requestBody);
        const content = isObj(body.content) ? body.content : {};
        requestBody = {
          required: body.required === true,
          content: Object.fromEntries(
            Object.entries(content).map(([type, media]) => [type, rewrite(isObj(media) ? (media.schema ?? {}) : {})]),
          ),
        };
      }
      const responses: ContractOperation['responses'] = {};
      for (const [status, raw] of Object.entries(isObj(op.responses) ? op.responses : {})) {
        const response = resolveComponent(document, raw);
        const content = isObj(response.content) ? response.content : {};
        responses[status] = Object.fromEntries(
          Object.entries(content).map(([type, media]) => [type, rewrite(isObj(media) ? (media.schema ?? {}) : {})]),
        );
      }
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        tag: Array.isArray(op.tags) ? String(op.tags[0]) : 'untagged',
        requiresAuth: security.length > 0,
        roles: Array.isArray(op['x-roles']) ? op['x-roles'].map(String) : undefined,
        dealerScope: Array.isArray(op['x-dealer-scope']) ? (op['x-dealer-scope'] as DealerScope[]) : [],
        readOnly: op['x-read-only'] === true,
        parameters: [...byKey.values()],
        requestBody,
        responses,
      });
    }
  }
  return { basePath, definitionsId, definitions, operations, document };
}
