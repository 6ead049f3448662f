/**
 * What the QA check needs of a contract: operations with their parameters, body and response
 * schemas, and the named schemas those refer to. The shape of src/server/contract's loader, kept
 * here as an interface so the check also runs where the contract arrives pre-bundled (the studio).
 */
export type SchemaNode = Record<string, unknown>;

export interface OperationParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: SchemaNode;
}

export interface CheckedOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly OperationParameter[];
  readonly requestBody: { readonly required: boolean; readonly content: Readonly<Record<string, SchemaNode>> } | undefined;
  readonly responses: Readonly<Record<string, Readonly<Record<string, SchemaNode>>>>;
  /** The contract's `x-read-only: true` (openapi/README.md): changes nothing though not a GET. */
  readonly readOnly?: boolean;
}

export interface ContractShape {
  /** `$id` → schema holding the named schemas under `$defs` (refs read `<id>#/$defs/Name`). */
  readonly definitions: readonly SchemaNode[];
  readonly operations: readonly CheckedOperation[];
}

/**
 * Whether a call only reads: a GET or HEAD, or an operation the contract marks `x-read-only: true`
 * (a search sent as POST with its criteria in the body). The contract is the one place this is
 * said; no list of operation names is kept beside it.
 */
export function isReadOnlyOperation(operation: Pick<CheckedOperation, 'method' | 'readOnly'>): boolean {
  const method = operation.method.toLowerCase();
  return method === 'get' || method === 'head' || operation.readOnly === true;
}

/** The JSON body schema of an operation's first success response, if it has one. */
export function successBodySchema(operation: CheckedOperation): SchemaNode | undefined {
  const status = Object.keys(operation.responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  if (status === undefined) return undefined;
  const content = operation.responses[status] ?? {};
  return content['application/json'] ?? Object.entries(content).find(([type]) => type.endsWith('+json'))?.[1];
}

/** The request body schema of an operation and its media type (JSON first). */
export function requestBodySchema(operation: CheckedOperation): { mediaType: string; schema: SchemaNode } | undefined {
  const content = operation.requestBody?.content ?? {};
  const mediaType = Object.hasOwn(content, 'application/json') ? 'application/json' : Object.keys(content)[0];
  return mediaType === undefined ? undefined : { mediaType, schema: content[mediaType] as SchemaNode };
}
