/**
 * Checks an HTTP answer of the reference server against the contract: the operation is found
 * from method and path the way the router finds it, the status must be one the operation
 * declares, the media type one declared for that status, and a JSON body must validate
 * against the declared schema. The response headers the contract declares are checked too: a
 * required one must be there, any one sent must match its schema, and a declared
 * Content-Disposition must be sent and name a file the client can save under (RFC 6266, read
 * with the client's own parser). Answers outside the contract are held to the server's own
 * promises: a JSON Error body for 404s under the API prefixes, 413 and 415 from the
 * transport layer.
 */
import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { fileNameFromContentDisposition } from '../../src/api/download/content-disposition.ts';
import { createServerAjv } from '../../src/rules/index.ts';
import type { Contract, ContractOperation, JsonSchema } from '../../src/server/contract/load-contract.ts';
import { PORTAL_DEFINITIONS_ID, loadPortalContracts } from '../../src/server/contract/portal-contracts.ts';
import { rewriteSchemaRefs } from '../../src/server/contract/schema-refs.ts';

export interface MatchedOperation {
  contract: Contract;
  operation: ContractOperation;
}

interface Route extends MatchedOperation {
  method: string;
  pattern: RegExp;
  params: number;
}

export interface CheckedAnswer {
  method: string;
  pathname: string;
  status: number;
  contentType: string | undefined;
  /** Parsed JSON, or the text of any other body. */
  body: unknown;
  /** The answer's headers; when given, the headers the contract declares are checked. */
  headers?: Headers;
}

/** A response header as the contract declares it. */
interface DeclaredHeader {
  name: string;
  required: boolean;
  schema: JsonSchema | undefined;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows local `$ref`s of the bundled contract document. */
function resolved(document: Obj, node: unknown): Obj | undefined {
  let current = node;
  for (let hops = 0; isObj(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (isObj(at) ? at[key] : undefined), document);
  }
  return isObj(current) ? current : undefined;
}

/** The headers the contract declares for one status of an operation (the loader keeps only bodies). */
function declaredHeaders(contract: Contract, operation: ContractOperation, status: string): DeclaredHeader[] {
  const document = contract.document;
  const pathItem = resolved(document, isObj(document.paths) ? document.paths[operation.path] : undefined);
  const op = pathItem ? resolved(document, pathItem[operation.method]) : undefined;
  const responses = op && isObj(op.responses) ? op.responses : {};
  const response = resolved(document, responses[status] ?? responses[`${status[0]}XX`] ?? responses.default);
  const headers = response && isObj(response.headers) ? response.headers : {};
  return Object.entries(headers).flatMap(([name, raw]) => {
    const header = resolved(document, raw);
    if (!header) return [];
    const schema = isObj(header.schema) ? (rewriteSchemaRefs(header.schema, contract.definitionsId) as JsonSchema) : undefined;
    return [{ name, required: header.required === true, schema }];
  });
}

const API_PREFIXES = ['/api', '/oauth', '/sso', '/cms', '/mocdata'];
/** Statuses the transport layer answers for any operation (body too large, media type nobody parses). */
const TRANSPORT_STATUSES = new Set([413, 415]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ContractResponses {
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(
    private readonly ajv: Ajv2020,
    /** Header values are text; a declared integer header is checked as a number. */
    private readonly headerAjv: Ajv2020,
    private readonly routes: Route[],
  ) {}

  static async load(): Promise<ContractResponses> {
    const { portal, cms } = await loadPortalContracts();
    // Responses are checked as sent: no coercion, no defaults filled in.
    const ajv = createServerAjv({ coerceTypes: false, useDefaults: false });
    ajv.addSchema(portal.definitions);
    ajv.addSchema(cms.definitions);
    const headerAjv = createServerAjv({ coerceTypes: true, useDefaults: false });
    headerAjv.addSchema(portal.definitions);
    headerAjv.addSchema(cms.definitions);
    const routes: Route[] = [];
    for (const contract of [portal, cms]) {
      for (const operation of contract.operations) {
        const template = contract.basePath + operation.path;
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '([^/]+)' : escapeRegExp(part)))
          .join('');
        routes.push({
          contract,
          operation,
          method: operation.method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
        });
      }
    }
    // Like the router: a static segment wins over a parameter.
    routes.sort((a, b) => a.params - b.params);
    return new ContractResponses(ajv, headerAjv, routes);
  }

  get operations(): MatchedOperation[] {
    return this.routes.map(({ contract, operation }) => ({ contract, operation }));
  }

  match(method: string, pathname: string): MatchedOperation | undefined {
    const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return this.routes.find((route) => route.method === upper && route.pattern.test(pathname));
  }

  /** What is wrong with the answer; empty when it keeps the contract. */
  problems(answer: CheckedAnswer): string[] {
    const matched = this.match(answer.method, answer.pathname);
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase();
    if (!matched) return this.problemsOutsideContract(answer, mediaType);
    const { operation, contract } = matched;
    const where = `${operation.operationId} answered ${answer.status}`;
    const status = String(answer.status);
    const declared =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!declared) {
      if (TRANSPORT_STATUSES.has(answer.status)) return this.errorBodyProblems(answer, mediaType, where);
      return [`${where}, a status the contract does not declare (declared: ${Object.keys(operation.responses).join(', ')})`];
    }
    const headerProblems = answer.headers ? this.headerProblems(contract, operation, status, answer.headers, where) : [];
    return [...headerProblems, ...this.bodyProblems(answer, declared, mediaType, `${contract.definitionsId}|${operation.operationId}|${status}`, where)];
  }

  private bodyProblems(answer: CheckedAnswer, declared: Record<string, JsonSchema>, mediaType: string | undefined, key: string, where: string): string[] {
    const declaredTypes = Object.keys(declared);
    if (declaredTypes.length === 0) {
      return answer.body === '' || answer.body === undefined ? [] : [`${where} with a body, but the contract declares none`];
    }
    const schemaType = mediaType && (declared[mediaType] ? mediaType : declaredTypes.find((t) => wildcardMatches(t, mediaType)));
    if (!schemaType) return [`${where} as ${mediaType ?? 'no content type'}; the contract declares ${declaredTypes.join(', ')}`];
    if (!isJson(schemaType)) return [];
    return this.schemaProblems(`${key}|${schemaType}`, declared[schemaType] ?? {}, answer.body, where);
  }

  private headerProblems(contract: Contract, operation: ContractOperation, status: string, headers: Headers, where: string): string[] {
    const problems: string[] = [];
    for (const header of declaredHeaders(contract, operation, status)) {
      const value = headers.get(header.name);
      const isDisposition = header.name.toLowerCase() === 'content-disposition';
      if (value === null) {
        // The server names every file it sends, though the client could fall back.
        if (header.required || isDisposition) problems.push(`${where} without the ${header.name} header the contract declares`);
        continue;
      }
      if (isDisposition && fileNameFromContentDisposition(value) === undefined) {
        problems.push(`${where} with a Content-Disposition that names no file the browser can save: ${value}`);
      }
      if (header.schema) {
        const key = `header|${contract.definitionsId}|${operation.operationId}|${status}|${header.name}`;
        let validate = this.validators.get(key);
        if (!validate) {
          validate = this.headerAjv.compile(header.schema);
          this.validators.set(key, validate);
        }
        if (!validate(value)) problems.push(`${where} with ${header.name}: ${value}, which ${validate.errors?.[0]?.message ?? 'breaks its schema'}`);
      }
    }
    return problems;
  }

  private problemsOutsideContract(answer: CheckedAnswer, mediaType: string | undefined): string[] {
    const underApi = API_PREFIXES.some((prefix) => answer.pathname === prefix || answer.pathname.startsWith(`${prefix}/`));
    if (!underApi) return [];
    const where = `${answer.method} ${answer.pathname} (no operation) answered ${answer.status}`;
    // 405: the path is an operation's under another method (the answer carries Allow).
    if (answer.status !== 404 && answer.status !== 405 && !TRANSPORT_STATUSES.has(answer.status)) {
      return [`${where}; only 404, 405, 413 or 415 are expected there`];
    }
    return this.errorBodyProblems(answer, mediaType, where);
  }

  private errorBodyProblems(answer: CheckedAnswer, mediaType: string | undefined, where: string): string[] {
    if (mediaType !== 'application/json') return [`${where} as ${mediaType ?? 'no content type'}, not a JSON Error body`];
    return this.schemaProblems('Error', { $ref: `${PORTAL_DEFINITIONS_ID}#/$defs/Error` }, answer.body, where);
  }

  private schemaProblems(key: string, schema: JsonSchema, body: unknown, where: string): string[] {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${where}: body${e.instancePath} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`);
  }
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function wildcardMatches(declared: string, actual: string): boolean {
  if (declared === '*/*') return true;
  const [type, sub] = declared.split('/');
  return sub === '*' && actual.startsWith(`${type}/`);
}
