import type { Call } from '../definition/generated.ts';
import { isBindingExpression, isLiteral, parseBinding } from './parse-binding.ts';

/**
 * Maps the field of a server 400 error (`contactDetails.email`, `query.stateChangedReason`; see
 * FieldError in openapi/common.yaml) back to the form field that produced it, by finding where
 * the call's templates place `$form` or `$form.<field>`. Undefined when no form value produced it
 * (the error then shows as a general one).
 */
export function formFieldOfServerError(call: Pick<Call, 'path' | 'query' | 'body'>, serverField: string): string | undefined {
  const [head, ...rest] = serverField.split('.').filter(Boolean);
  if (head === 'query' || head === 'path') return fromTemplate(call[head], rest);
  return fromTemplate(call.body, head === undefined ? [] : [head, ...rest]);
}

function fromTemplate(template: unknown, field: readonly string[]): string | undefined {
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return undefined;
    }
    if (binding.root !== 'form') return undefined;
    const path = [...binding.path, ...field];
    return path.length ? path.join('.') : undefined;
  }
  if (isLiteral(template) || typeof template !== 'object' || template === null || Array.isArray(template)) return undefined;
  const [head, ...rest] = field;
  if (head === undefined || !Object.hasOwn(template, head)) return undefined;
  return fromTemplate((template as Record<string, unknown>)[head], rest);
}
