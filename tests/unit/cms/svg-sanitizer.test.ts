import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../src/server/handlers/cms/svg-sanitizer.ts';

const hostile = readFileSync(new URL('../../fixtures/media/hostile-logo.svg', import.meta.url), 'utf8');

describe('uploaded SVGs are sanitized', () => {
  const { svg, root } = sanitizeSvg(hostile);

  it('removes scripts, event handlers and foreign content', () => {
    expect(svg).not.toMatch(/<script|alert|onload|onclick|foreignObject|iframe/i);
  });

  it('removes external references: links, remote hrefs, remote CSS', () => {
    expect(svg).not.toMatch(/evil\.example|javascript:|@import|<a[\s>]/i);
  });

  it('keeps the drawing: shapes, text, safe styles and size', () => {
    expect(svg).toContain('<style>.brand{fill:#1f3a5f}</style>');
    expect(svg).toContain('<rect class="brand" width="192" height="50" rx="6" />');
    expect(svg).toContain('>SmartPortal</text>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" width="192" height="50" viewBox="0 0 192 50">/);
  });

  it('leaves nothing outside the root element (the DOCTYPE is gone)', () => {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('reports the original root element, to check it is an SVG and measure it', () => {
    expect(root).toMatchObject({ name: 'svg', attribs: { width: '192', height: '50' } });
  });

  it('keeps references inside the file and embedded rasters', () => {
    const inner =
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="1" height="1"/>' +
      '<rect fill="url(https://evil.example/x#g)" width="1" height="1"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>';
    const out = sanitizeSvg(inner).svg;
    expect(out).toContain('fill="url(#g)"');
    expect(out).not.toContain('evil');
    expect(out).toContain('<use href="#g" />');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('does not let entity-encoded markup in a style element become a script', () => {
    const sneaky = '<svg xmlns="http://www.w3.org/2000/svg"><style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style></svg>';
    expect(sanitizeSvg(sneaky).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });

  it('drops animation elements that could set attributes to script', () => {
    const animated = '<svg xmlns="http://www.w3.org/2000/svg"><a id="x"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/></a></svg>';
    expect(sanitizeSvg(animated).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });
});
