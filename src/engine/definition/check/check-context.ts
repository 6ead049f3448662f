import { createServerAjv } from '../../../rules/core.ts';
import type { CheckedOperation, ContractShape, SchemaNode } from './contract-shape.ts';
import { createMetaValidators } from './meta-validation.ts';
import { SchemaView } from './schema-view.ts';
import type { RefSources } from '../refs/index.ts';

export interface RouteInfo {
  readonly path: string;
  readonly params: readonly string[];
}

export interface CheckInputs {
  readonly screenMetaSchema: SchemaNode;
  readonly skinMetaSchema: SchemaNode;
  readonly contract: ContractShape;
  /** Route name → path and path parameters (src/shell/routes/route-table.ts). */
  readonly routes: ReadonlyMap<string, RouteInfo>;
  /** Keys of the en and fr catalogues (src/i18n/catalogues.ts). */
  readonly catalogues: { readonly en: ReadonlySet<string>; readonly fr: ReadonlySet<string> };
  /** Schema of the signed-in user's details, what `$user.<field>` reads. */
  readonly userSchema: SchemaNode;
  /** The parsed `schemas/fragments/<name>.json` a `fragment:<name>` reference reads; undefined when absent. */
  readonly fragment?: (name: string) => unknown;
}

/** Everything a check needs, built once for a whole run. */
export class CheckContext {
  readonly view: SchemaView;
  readonly operations: ReadonlyMap<string, CheckedOperation>;
  readonly meta: ReturnType<typeof createMetaValidators>;
  private readonly contractAjv = createServerAjv({ allErrors: false });
  /** Compiles field schemas only; they carry no `$id`, so compiling many does not collide. */
  private readonly fieldsAjv = createServerAjv();
  private readonly compiled = new Map<string, (value: unknown) => string | undefined>();

  /** What definition references resolve against (refs/resolve-refs.ts). */
  readonly refSources: RefSources;

  constructor(readonly inputs: CheckInputs) {
    this.refSources = { contract: inputs.contract, fragment: (name) => inputs.fragment?.(name) };
    this.view = new SchemaView(inputs.contract.definitions);
    this.operations = new Map(inputs.contract.operations.map((op) => [op.operationId, op]));
    this.meta = createMetaValidators(inputs.screenMetaSchema, inputs.skinMetaSchema);
    for (const doc of inputs.contract.definitions) this.contractAjv.addSchema(doc);
  }

  /** The same inputs against another contract (the QA workbench's drift report). */
  withContract(contract: ContractShape): CheckContext {
    return new CheckContext({ ...this.inputs, contract });
  }

  /** Why a literal of the definition is not a valid value where the contract puts it; undefined when it is. */
  literalProblem(schema: SchemaNode, value: unknown): string | undefined {
    const key = JSON.stringify(schema);
    let check = this.compiled.get(key);
    if (!check) {
      const validate = this.contractAjv.compile(schema);
      check = (candidate) => (validate(candidate) ? undefined : (validate.errors?.[0]?.message ?? 'is not valid'));
      this.compiled.set(key, check);
    }
    return check(value);
  }

  /** Why a field schema of a form does not compile with the shared rules (an unknown format or keyword), if it does not. */
  fieldsSchemaProblem(schema: SchemaNode): string | undefined {
    try {
      this.fieldsAjv.compile(schema);
      return undefined;
    } catch (error) {
      return plainCompileError(error instanceof Error ? error.message : String(error));
    }
  }

  hasKey(key: string): { en: boolean; fr: boolean } {
    return { en: this.inputs.catalogues.en.has(key), fr: this.inputs.catalogues.fr.has(key) };
  }
}

/** ajv's compile errors as a sentence that says what to change. */
function plainCompileError(message: string): string {
  const format = /unknown format "([^"]+)"/.exec(message);
  if (format) return `unknown format "${format[1]}": the form, the server and the QA check know the standard formats (date, time, date-time, email, uri, data-url, …) and the shared rules of src/rules (zip, phone, enrollment-phone, website-url, card-number, month-year, security-code, reason, strong-password, emails)`;
  const keyword = /unknown keyword: "([^"]+)"/.exec(message);
  if (keyword) return `unknown keyword "${keyword[1]}": a field schema uses JSON Schema 2020-12 and the rule keywords x-zip-country and x-message-key; a misspelt keyword would check nothing`;
  const schema = /schema is invalid: (.*)/.exec(message);
  if (schema) return `the field schema is not valid JSON Schema 2020-12: ${schema[1]!.replace(/data\//g, '').replace(/must be (\w+),(\w+)/g, 'must be an $1 or a $2')}`;
  return `the field schema does not compile: ${message}`;
}
