import screenMetaSchema from '../../../schemas/meta/screen.schema.json' with { type: 'json' };

type Node = Record<string, unknown>;
const defs = (screenMetaSchema as { $defs: Record<string, Node> }).$defs;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const refName = (schema: unknown) => (isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref.replace('#/$defs/', '') : undefined);

function propertiesOf(def: Node | undefined): Record<string, Node> {
  if (!def) return {};
  const own = isObject(def.properties) ? (def.properties as Record<string, Node>) : {};
  const inherited = Array.isArray(def.allOf) ? def.allOf.map((part) => propertiesOf(defs[refName(part) ?? ''])) : [];
  return Object.assign({}, ...inherited, own) as Record<string, Node>;
}

/** Block kind → the meta-schema definition of that block (FormBlock, TableBlock, …). */
export const BLOCK_DEFINITIONS: ReadonlyMap<string, string> = new Map(
  Object.entries(defs).flatMap(([name, def]) => {
    const kind = propertiesOf(def).kind;
    return isObject(kind) && typeof kind.const === 'string' ? [[kind.const, name] as [string, string]] : [];
  }),
);

/** The members a block of this kind may have, with their descriptions. */
export function blockMembers(kind: string): Record<string, Node> {
  return propertiesOf(defs[BLOCK_DEFINITIONS.get(kind) ?? '']);
}

/** The members of a screen definition. */
export const SCREEN_MEMBERS: Record<string, Node> = (screenMetaSchema as { properties: Record<string, Node> }).properties;

/** Names of members whose value is an i18n key (`$ref: MessageKey` anywhere in the meta-schema), plus the field schemas' titles. */
export const MESSAGE_KEY_MEMBERS: ReadonlySet<string> = (() => {
  const names = new Set(['title', 'description', 'ui:placeholder', 'ui:help', 'ui:title', 'ui:description']);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) if (refName(schema) === 'MessageKey') names.add(name);
    }
    Object.values(node).forEach(visit);
  };
  visit(screenMetaSchema);
  return names;
})();

/** The binding roots (`$route`, `$form`, …), read from the pattern of BindingPath. */
export const BINDING_ROOTS: readonly string[] = (() => {
  const pattern = String(defs.BindingPath?.pattern ?? '');
  const roots = /\\\$\(([^)]+)\)/.exec(pattern)?.[1]?.split('|') ?? [];
  return roots.map((root) => `$${root}`);
})();

/** The description the meta-schema gives a member, for a completion's info. */
export function describe(schema: Node | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.description === 'string') return schema.description;
  const target = defs[refName(schema) ?? ''];
  return typeof target?.description === 'string' ? target.description : undefined;
}
