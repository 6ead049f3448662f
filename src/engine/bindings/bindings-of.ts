import { escapePointer } from '../definition/screen-blocks.ts';
import { BindingSyntaxError, isBindingExpression, isLiteral, LITERAL_KEY, parseBinding, type ParsedBinding } from './parse-binding.ts';

export interface BindingUse {
  /** JSON pointer of the binding: the value, or for a condition subject its `when` entry. */
  readonly pointer: string;
  /** Reference tokens of the pointer, unescaped. */
  readonly tokens: readonly string[];
  readonly expression: string;
  /** The parsed binding; undefined when the expression does not parse (see `syntaxError`). */
  readonly binding: ParsedBinding | undefined;
  readonly syntaxError: string | undefined;
}

/** Members of a call or link whose values are binding templates: their keys are data, not syntax. */
const TEMPLATE_KEYS = new Set(['path', 'query', 'body', 'params']);

/** Predicate members whose operand is a binding (the others compare with literal values). */
const BINDING_OPERANDS = ['sameAs', 'notSameAs'] as const;

function use(tokens: string[], expression: string): BindingUse {
  const pointer = tokens.map(escapePointer).map((t) => `/${t}`).join('');
  try {
    return { pointer, tokens, expression, binding: parseBinding(expression), syntaxError: undefined };
  } catch (error) {
    if (!(error instanceof BindingSyntaxError)) throw error;
    return { pointer, tokens, expression, binding: undefined, syntaxError: error.message };
  }
}

/**
 * Every binding a definition holds, found statically (the QA check and the studio list them):
 * `$` strings anywhere outside field schemas and `$literal` values, plus the subjects of
 * conditions. Field schemas (`schema`, `uiSchema` of a block or step) hold JSON Schema, where a
 * `$` string is a keyword's, not a binding.
 */
export function bindingsOf(definition: unknown): BindingUse[] {
  const found: BindingUse[] = [];
  const walk = (node: unknown, tokens: string[], inTemplate: boolean) => {
    if (isBindingExpression(node)) {
      found.push(use(tokens, node));
      return;
    }
    if (isLiteral(node) || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...tokens, String(index)], inTemplate));
      return;
    }
    const isBlockOrStep = typeof (node as { kind?: unknown }).kind === 'string' || tokens.at(-2) === 'steps';
    for (const [key, value] of Object.entries(node)) {
      if (key === LITERAL_KEY) continue;
      if (!inTemplate && isBlockOrStep && (key === 'schema' || key === 'uiSchema')) continue;
      if (!inTemplate && key === 'when' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [subject, predicate] of Object.entries(value)) {
          found.push(use([...tokens, key, subject], subject));
          // Operands of equals, in, … are plain values (a `$` string there is compared, not read);
          // those of sameAs and notSameAs are bindings.
          if (typeof predicate !== 'object' || predicate === null) continue;
          for (const operand of BINDING_OPERANDS) {
            if (operand in predicate) walk((predicate as Record<string, unknown>)[operand], [...tokens, key, subject, operand], true);
          }
        }
        continue;
      }
      walk(value, [...tokens, key], inTemplate || TEMPLATE_KEYS.has(key));
    }
  };
  walk(definition, [], false);
  return found;
}
