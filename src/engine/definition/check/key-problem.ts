import type { CheckContext } from './check-context.ts';

/** Why an i18n key is not usable: missing from one catalogue or both; undefined when both have it. */
export function keyProblem(ctx: CheckContext, key: string): string | undefined {
  const { en, fr } = ctx.hasKey(key);
  if (en && fr) return undefined;
  const where = !en && !fr ? 'the en and fr catalogues (src/i18n/)' : !en ? 'the en catalogue (src/i18n/en/)' : 'the fr catalogue (src/i18n/fr/)';
  return `i18n key "${key}" is missing from ${where}`;
}
