/**
 * The rules of a report's content that the contract's schema cannot state (ComplianceReportInput,
 * ComplianceReportUpdate): each category belongs to the audit type, kind and OEM and appears
 * once, a score stays within the category's maxScore, and a COMPLETED report has every category
 * scored and decided. The overall score and verdict are computed here from the categories, so
 * they never disagree with them.
 */
import type { components } from '../../../api/generated/portal.ts';
import { ValidationError } from '../../http/http-error.ts';
import { fieldError } from '../../kernel/field-errors.ts';

type CategoryInput = components['schemas']['ComplianceCategoryInput'];
type Status = components['schemas']['ComplianceReportStatus'];

export interface AuditCategory {
  id: number;
  mandatory: boolean;
  maxScore: number;
}

export interface ScoredCategory {
  categoryId: number;
  score: number | null;
  compliant: boolean | null;
  comment: string | null;
}

export interface CheckedContent {
  categories: ScoredCategory[];
  overallScore: number | null;
  compliant: boolean | null;
}

const roundOne = (value: number) => Math.round(value * 10) / 10;

/** The categories to store (every category of the audit; those not sent stay unscored) and the verdict. */
export function checkedContent(auditCategories: readonly AuditCategory[], input: readonly CategoryInput[], status: Status): CheckedContent {
  const byId = new Map(auditCategories.map((category) => [category.id, category]));
  const sent = new Map<number, CategoryInput>();
  const errors = [];
  for (const [index, category] of input.entries()) {
    const known = byId.get(category.categoryId);
    if (!known) errors.push(fieldError(`categories.${index}.categoryId`, 'COMPLIANCE_CATEGORY_NOT_IN_AUDIT'));
    else if (sent.has(category.categoryId)) errors.push(fieldError(`categories.${index}.categoryId`, 'COMPLIANCE_CATEGORY_TWICE'));
    else if (typeof category.score === 'number' && category.score > known.maxScore) {
      errors.push(fieldError(`categories.${index}.score`, 'COMPLIANCE_SCORE_ABOVE_MAX', { message: `The score is above the category's highest score, ${known.maxScore}.` }));
    }
    sent.set(category.categoryId, category);
  }
  if (status === 'COMPLETED') {
    const indexOf = new Map(input.map((category, index) => [category.categoryId, index]));
    for (const category of auditCategories) {
      const given = sent.get(category.id);
      if (given && typeof given.score === 'number' && typeof given.compliant === 'boolean') continue;
      const index = indexOf.get(category.id);
      errors.push(fieldError(index === undefined ? 'categories' : `categories.${index}.score`, 'COMPLIANCE_CATEGORY_UNSCORED'));
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);

  const categories = auditCategories.map((category) => {
    const given = sent.get(category.id);
    return {
      categoryId: category.id,
      score: typeof given?.score === 'number' ? given.score : null,
      compliant: typeof given?.compliant === 'boolean' ? given.compliant : null,
      comment: given?.comment?.trim() ? given.comment.trim() : null,
    };
  });
  let scored = 0;
  let possible = 0;
  for (const [index, category] of categories.entries()) {
    if (category.score === null) continue;
    scored += category.score;
    possible += auditCategories[index]!.maxScore;
  }
  const mandatory = categories.filter((_, index) => auditCategories[index]!.mandatory);
  const compliant = mandatory.some((category) => category.compliant === false)
    ? false
    : mandatory.every((category) => category.compliant === true)
      ? true
      : null;
  return { categories, overallScore: possible > 0 ? roundOne((scored / possible) * 100) : null, compliant };
}
