import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_REQUIREMENT,
  EXTENSION_MESSAGE_PARTS,
  precheckImageFile,
  requirementMessageParts,
  requirementOf,
} from '../../../src/rules/cms-image-requirement.ts';
import { translateEnglish } from '../../../src/rules/messages.ts';
import { EXTENSION_MESSAGE, requirementMessage } from '../../../src/server/handlers/cms/image-requirement.ts';

const english = (message: { key: Parameters<typeof translateEnglish>[0]; params: Record<string, string | number> }) => translateEnglish(message.key, message.params);

describe('CMS image upload rules shared by the dialog and the server (portal-shell §5.2)', () => {
  it('words the extension refusal and the default requirement exactly as the spec gives them', () => {
    expect(english(EXTENSION_MESSAGE_PARTS)).toBe('File must be image and have one of following extensions: png, jpg, svg, jpeg');
    expect(english(requirementMessageParts(DEFAULT_IMAGE_REQUIREMENT))).toBe('Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.');
  });

  it('gives the server the same English text the dialog shows', () => {
    expect(EXTENSION_MESSAGE).toBe(english(EXTENSION_MESSAGE_PARTS));
    const listImage = requirementOf({ allowedFormat: 'png,jpg,jpeg', maxWidth: 600, maxHeight: 400, maxFileSize: 500_000 });
    expect(requirementMessage(listImage)).toBe(english(requirementMessageParts(listImage)));
    expect(requirementMessage(listImage)).toBe('Allowed formats: PNG, JPG, JPEG. Maximum resolution: 600x400. Maximum size: 500 KB.');
  });

  it('states KB as bytes divided by 1000', () => {
    expect(requirementMessageParts(requirementOf({ allowedFormat: 'svg', maxWidth: 1, maxHeight: 1, maxFileSize: 1_500 })).params.sizeKb).toBe(1.5);
  });

  it('refuses before sending: a name without png, jpg, svg or jpeg, then a format or size the block does not allow', () => {
    expect(precheckImageFile({ name: 'logo.gif', size: 10 }, DEFAULT_IMAGE_REQUIREMENT)).toEqual(EXTENSION_MESSAGE_PARTS);
    expect(precheckImageFile({ name: 'notes.txt', size: 10 }, DEFAULT_IMAGE_REQUIREMENT)).toEqual(EXTENSION_MESSAGE_PARTS);
    expect(precheckImageFile({ name: 'photo.png', size: 10 }, DEFAULT_IMAGE_REQUIREMENT)).toEqual(requirementMessageParts(DEFAULT_IMAGE_REQUIREMENT));
    expect(precheckImageFile({ name: 'logo.svg', size: 2_000_001 }, DEFAULT_IMAGE_REQUIREMENT)).toEqual(requirementMessageParts(DEFAULT_IMAGE_REQUIREMENT));
  });

  it('lets through what only the server can judge (resolution, content)', () => {
    expect(precheckImageFile({ name: 'Logo.SVG', size: 2_000_000 }, DEFAULT_IMAGE_REQUIREMENT)).toBeNull();
    const jpg = requirementOf({ allowedFormat: 'jpg', maxWidth: 10, maxHeight: 10, maxFileSize: 100 });
    expect(precheckImageFile({ name: 'a.jpeg', size: 100 }, jpg)).toBeNull();
  });
});
