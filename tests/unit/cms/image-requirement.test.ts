import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_REQUIREMENT,
  EXTENSION_MESSAGE,
  allowsExtension,
  imageExtensionOf,
  requirementMessage,
  requirementOf,
} from '../../../src/server/handlers/cms/image-requirement.ts';

describe('CMS image requirements (portal-shell §5.2)', () => {
  it('lists the extensions in the refusal', () => {
    expect(EXTENSION_MESSAGE).toBe('File must be image and have one of following extensions: png, jpg, svg, jpeg');
  });

  it('accepts only png, jpg, jpeg and svg names, in any case', () => {
    expect(imageExtensionOf('Logo.SVG')).toBe('svg');
    expect(imageExtensionOf('photo.final.JPeG')).toBe('jpeg');
    expect(imageExtensionOf('logo.gif')).toBeNull();
    expect(imageExtensionOf('svg')).toBeNull();
    expect(imageExtensionOf('logo.svg.exe')).toBeNull();
  });

  it('defaults to SVG, 192x50, 2000 KB with KB = bytes / 1000', () => {
    expect(requirementOf(null)).toEqual({ allowedFormats: ['svg'], maxWidth: 192, maxHeight: 50, maxFileSizeBytes: 2_000_000 });
    expect(requirementMessage(DEFAULT_IMAGE_REQUIREMENT)).toBe('Allowed formats: SVG. Maximum resolution: 192x50. Maximum size: 2000 KB.');
  });

  it("states a block's own format", () => {
    const requirement = requirementOf({ allowedFormat: 'png,jpg', maxWidth: 400, maxHeight: 300, maxFileSize: 150_500 });
    expect(requirementMessage(requirement)).toBe('Allowed formats: PNG, JPG. Maximum resolution: 400x300. Maximum size: 150.5 KB.');
  });

  it('treats jpg and jpeg as one format', () => {
    const jpgOnly = requirementOf({ allowedFormat: 'jpg', maxWidth: 1, maxHeight: 1, maxFileSize: 1 });
    expect(allowsExtension(jpgOnly, 'jpeg')).toBe(true);
    expect(allowsExtension(jpgOnly, 'png')).toBe(false);
    expect(allowsExtension(DEFAULT_IMAGE_REQUIREMENT, 'png')).toBe(false);
  });
});
