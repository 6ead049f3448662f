/**
 * What a CMS image upload must meet (portal-shell §5.2) and the messages the upload answers
 * when it does not. The rules are shared with the upload dialog (src/rules/cms-image-requirement.ts);
 * the server words them in English from the same catalogue keys the dialog translates.
 */
import { translateEnglish } from '../../../rules/messages.ts';
import { EXTENSION_MESSAGE_PARTS, requirementMessageParts, type ImageRequirement } from '../../../rules/cms-image-requirement.ts';

export {
  DEFAULT_IMAGE_REQUIREMENT,
  allowsExtension,
  imageExtensionOf,
  kilobytes,
  requirementOf,
  type ImageExtension,
  type ImageRequirement,
  type StoredImageFormat,
} from '../../../rules/cms-image-requirement.ts';

export const EXTENSION_MESSAGE = translateEnglish(EXTENSION_MESSAGE_PARTS.key, EXTENSION_MESSAGE_PARTS.params);

export function requirementMessage(requirement: ImageRequirement): string {
  const { key, params } = requirementMessageParts(requirement);
  return translateEnglish(key, params);
}
