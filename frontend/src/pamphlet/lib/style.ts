import type { CSSProperties } from 'react';
import type { Formats, Medium, TemplateStyle } from '../types';

/**
 * The CSS properties a template or an edit may set: the server's allowlist
 * (backend style.schema.ts). Anything else is dropped, so a style can never hide, overlay or
 * fetch something the template format does not allow.
 */
const allowedProperties = new Set([
  'display',
  'position',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'zIndex',
  'width',
  'height',
  'minWidth',
  'minHeight',
  'maxWidth',
  'maxHeight',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'boxSizing',
  'overflow',
  'flex',
  'flexGrow',
  'flexShrink',
  'flexBasis',
  'flexDirection',
  'flexWrap',
  'justifyContent',
  'alignItems',
  'alignSelf',
  'alignContent',
  'gap',
  'rowGap',
  'columnGap',
  'order',
  'gridTemplateColumns',
  'gridTemplateRows',
  'aspectRatio',
  'color',
  'backgroundColor',
  'backgroundImage',
  'opacity',
  'border',
  'borderTop',
  'borderBottom',
  'borderRadius',
  'objectFit',
  'objectPosition',
  'fontFamily',
  'fontWeight',
  'fontStyle',
  'textDecoration',
  'fontSize',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textTransform',
  'whiteSpace',
  'fontVariant',
]);

/** Values that could fetch, run or break out of the declaration. */
const unsafeValue = /url\s*\(|image-set|expression\s*\(|@import|javascript:|[;{}<>\\]/i;

/**
 * The style for a medium: the default merged with that medium's overrides. Null when there is
 * no default: a field of a known type without `field_formats.default` is not drawn (spec §5).
 */
export function styleFor(formats: Formats | undefined, medium: Medium): TemplateStyle | null {
  if (!formats?.default) return null;
  return { ...formats.default, ...(formats[medium] ?? {}) };
}

/** A template style as React style props: allowlisted properties with safe values only. */
export function toCssProperties(style: TemplateStyle | null | undefined): CSSProperties {
  const css: Record<string, string | number> = {};
  if (!style) return css;
  for (const [property, value] of Object.entries(style)) {
    if (!allowedProperties.has(property)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) css[property] = value;
    else if (typeof value === 'string' && value.length <= 300 && !unsafeValue.test(value)) {
      css[property] = value;
    }
  }
  return css;
}
