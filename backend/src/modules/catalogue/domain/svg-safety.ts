/**
 * Why an SVG may not be published, or null when it is acceptable: template artwork must not
 * run anything, fetch anything or embed raster images (docs/template-format.md).
 */
export function svgProblem(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return 'it is not an SVG document';
  const checks: [RegExp, string][] = [
    [/<script[\s>]/i, 'it contains a <script> element'],
    [/<foreignObject[\s>]/i, 'it contains a <foreignObject> element'],
    [/<!ENTITY/i, 'it declares XML entities'],
    [/\son[a-z]+\s*=/i, 'it has an event handler attribute (on…=)'],
    [/@import/i, 'it uses @import'],
    [/url\(\s*['"]?(?!#)/i, 'it uses url() with something other than a #fragment'],
    [/(?:xlink:)?href\s*=\s*["'](?!#)/i, 'it links to something other than a #fragment'],
    [/<image[\s>]/i, 'it embeds an <image>'],
  ];
  for (const [pattern, problem] of checks) if (pattern.test(text)) return problem;
  return null;
}
