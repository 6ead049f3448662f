import type { Condition, Predicate } from '../definition/generated.ts';
import { readBinding, resolveBinding, type BindingScope } from './resolve-binding.ts';

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function meets(value: unknown, predicate: Predicate, scope: BindingScope): boolean {
  if ('equals' in predicate && !deepEqual(value, predicate.equals)) return false;
  if ('notEquals' in predicate && deepEqual(value, predicate.notEquals)) return false;
  if (predicate.in && !predicate.in.some((candidate) => deepEqual(value, candidate))) return false;
  if (predicate.notIn && predicate.notIn.some((candidate) => deepEqual(value, candidate))) return false;
  if (predicate.empty !== undefined && isEmpty(value) !== predicate.empty) return false;
  // Operands read from the scope: one row against the record the page shows (`$row.id` and the route's id).
  if ('sameAs' in predicate && !deepEqual(value, resolveBinding(predicate.sameAs, scope))) return false;
  if ('notSameAs' in predicate && deepEqual(value, resolveBinding(predicate.notSameAs, scope))) return false;
  return true;
}

/** A definition's condition (data, never code): every `when` entry and every listed part must hold. */
export function evaluateCondition(condition: Condition, scope: BindingScope): boolean {
  const whenHolds = Object.entries(condition.when ?? {}).every(([subject, predicate]) => meets(readBinding(subject, scope), predicate, scope));
  return (
    whenHolds &&
    (condition.all ?? []).every((part) => evaluateCondition(part, scope)) &&
    (condition.any === undefined || condition.any.some((part) => evaluateCondition(part, scope))) &&
    (condition.not === undefined || !evaluateCondition(condition.not, scope))
  );
}
