/** Bindings: plain data read from the scope by one resolver, no eval (DESIGN.md §3). */
export {
  BINDING_ROOTS,
  LITERAL_KEY,
  BindingSyntaxError,
  isBindingExpression,
  isLiteral,
  isNumberConversion,
  NUMBER_KEY,
  parseBinding,
  type BindingRoot,
  type ParsedBinding,
} from './parse-binding.ts';
export { asNumber, readBinding, resolveBinding, resolveBinding as resolve, UnresolvableBindingError, type BindingScope } from './resolve-binding.ts';
export { evaluateCondition } from './evaluate-condition.ts';
export { bindingsOf, type BindingUse } from './bindings-of.ts';
export { formFieldOfServerError } from './server-field-path.ts';
