/**
 * Uploaded SVGs are rebuilt from an allowlist of drawing elements and presentation attributes,
 * so what is stored cannot run code or reach out: no script or foreignObject, no event
 * handlers, no links, and every reference (href, url(), @import) must point inside the file
 * (`#id`) or be an embedded raster. The CSP the file is served with is the second wall.
 */
import sanitizeHtml from 'sanitize-html';

const SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];
const STRUCTURE = ['svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style', 'switch', 'image'];
const TEXT = ['text', 'tspan', 'textPath'];
const PAINT = ['linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker'];
const FILTERS = [
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
];

const ATTRIBUTES = [
  'id', 'class', 'style', 'xmlns', 'xmlns:xlink', 'version', 'xml:space', 'lang', 'xml:lang',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength',
  'width', 'height', 'viewBox', 'preserveAspectRatio', 'transform', 'href', 'xlink:href',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter', 'filterUnits',
  'primitiveUnits', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY',
  'orient', 'marker-start', 'marker-mid', 'marker-end', 'font-family', 'font-size', 'font-weight', 'font-style',
  'font-variant', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing',
  'word-spacing', 'text-decoration', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing',
  'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation', 'color-interpolation-filters',
  'vector-effect', 'paint-order', 'mix-blend-mode', 'isolation', 'enable-background', 'flood-color', 'flood-opacity',
  'lighting-color', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type',
  'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'scale', 'xChannelSelector', 'yChannelSelector',
  'radius', 'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'edgeMode', 'preserveAlpha',
  'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'kernelUnitLength', 'azimuth', 'elevation',
  'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'requiredFeatures', 'systemLanguage', 'data-name',
];

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** An embedded raster picture is the one kind of non-fragment reference kept (on <image> only). */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** Every url(...) in a value points inside the file. */
function urlsAreInternal(value: string): boolean {
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.every((u) => /^url\s*\(\s*['"]?#[^'")\s]*['"]?\s*\)$/i.test(u));
}

/** CSS that could load something or run something; such a style attribute or element is dropped whole. */
function isUnsafeCss(css: string): boolean {
  return /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|[<&\\]/i.test(css) || !urlsAreInternal(css);
}

function safeAttributes(tagName: string, attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (/^on/i.test(name)) continue;
    if (name === 'href' || name === 'xlink:href') {
      const ref = value.trim();
      if (ref.startsWith('#') || (tagName === 'image' && EMBEDDED_RASTER.test(ref))) kept[name] = ref;
      continue;
    }
    if (name === 'style' && isUnsafeCss(value)) continue;
    if (!urlsAreInternal(value)) continue;
    kept[name] = value;
  }
  if (tagName === 'svg') {
    kept.xmlns = SVG_NAMESPACE;
    if (Object.keys(attribs).some((n) => n.startsWith('xlink:')) || kept['xmlns:xlink']) kept['xmlns:xlink'] = XLINK_NAMESPACE;
  }
  return kept;
}

const SVG_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...STRUCTURE, ...SHAPES, ...TEXT, ...PAINT, ...FILTERS],
  allowedAttributes: { '*': ATTRIBUTES },
  // The allowlist above is the only gate for href; schemes are checked in safeAttributes.
  allowedSchemesAppliedToAttributes: [],
  allowVulnerableTags: true,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or foreign markup lose their content too.
  nonTextTags: ['script', 'foreignObject', 'metadata', 'iframe', 'object', 'embed', 'textarea', 'xmp', 'noscript'],
  selfClosing: [...SHAPES, 'use', 'stop', 'image', ...FILTERS.filter((f) => f.startsWith('fe'))],
  parser: { xmlMode: true, decodeEntities: true },
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
  exclusiveFilter: (frame) => frame.tag === 'style' && isUnsafeCss(frame.text),
  // Text outside the root element (the tail of a DOCTYPE's internal subset, say) would make the file invalid XML.
  textFilter: (text, tagName) => (tagName ? text : ''),
};

export interface SanitizedSvg {
  /** The rebuilt document. */
  svg: string;
  /** Name and attributes of the first element of the original, to check that it is an SVG and read its size. */
  root: { name: string; attribs: Record<string, string> } | null;
}

export function sanitizeSvg(text: string): SanitizedSvg {
  let root: SanitizedSvg['root'] = null;
  const svg = sanitizeHtml(text, {
    ...SVG_POLICY,
    onOpenTag: (name, attribs) => {
      root ??= { name, attribs: { ...attribs } };
    },
  });
  return { svg, root };
}
