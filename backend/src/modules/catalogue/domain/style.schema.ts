import { z } from 'zod';

/**
 * Style objects of templates and of users' edits: an allowlist of CSS properties, each with
 * the values it may take. Nothing here can fetch (no url(), no image-set, no @import), run
 * (no expression) or escape its element, so a style can be applied to the page as it is.
 */

const length = String.raw`-?(?:\d+|\d*\.\d+)(?:in|pt|px|mm|cm|em|rem|%|vw|vh)|0|auto`;
const lengthValue = new RegExp(`^(?:${length})$`);
const lengths = (max: number) => new RegExp(`^(?:${length})(?:\\s+(?:${length})){0,${max - 1}}$`);
const colour = String.raw`#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)|transparent|currentColor|[a-zA-Z]{3,20}`;
const colourValue = new RegExp(`^(?:${colour})$`);
const gradient = new RegExp(
  String.raw`^(?:linear|radial)-gradient\((?:[\w\s.%#,-]|(?:rgb|rgba|hsl|hsla)\([\d.%\s,/]+\))+\)$`,
);
const fontNames = [
  'Playfair Display',
  'Inter',
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
];
const fontList = new RegExp(`^(?:(?:'|")?(?:${fontNames.join('|')})(?:'|")?\\s*,?\\s*)+$`);

const keyword = (...values: string[]) => z.enum(values as [string, ...string[]]);
const matching = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, { message: `must be ${what}` });
const numberOrMatching = (pattern: RegExp, what: string) =>
  z.union([z.number(), matching(pattern, what)]);

// A bare 0 needs no unit, in CSS as here: the number 0 and the string "0" are both accepted.
const lengthRule = z.union([
  z.literal(0),
  matching(lengthValue, 'a length such as 0.25in, 12pt, 50% or auto'),
]);
const boxRule = matching(lengths(4), 'one to four lengths');
const colourRule = matching(colourValue, 'a colour such as #334455 or rgba(0,0,0,0.5)');

/** Every property a style may set, and the values it accepts. */
export const styleProperties = {
  display: keyword('block', 'flex', 'grid', 'inline-block', 'none'),
  position: keyword('relative', 'absolute'),
  inset: boxRule,
  top: lengthRule,
  right: lengthRule,
  bottom: lengthRule,
  left: lengthRule,
  zIndex: z.number().int().min(-10).max(10),
  width: lengthRule,
  height: lengthRule,
  minWidth: lengthRule,
  minHeight: lengthRule,
  maxWidth: lengthRule,
  maxHeight: lengthRule,
  margin: boxRule,
  marginTop: lengthRule,
  marginRight: lengthRule,
  marginBottom: lengthRule,
  marginLeft: lengthRule,
  padding: boxRule,
  paddingTop: lengthRule,
  paddingRight: lengthRule,
  paddingBottom: lengthRule,
  paddingLeft: lengthRule,
  boxSizing: keyword('border-box', 'content-box'),
  overflow: keyword('hidden', 'visible'),
  flex: numberOrMatching(
    /^\d+(?:\.\d+)?(?:\s+\d+(?:\.\d+)?)?(?:\s+(?:auto|0|-?\d*\.?\d+(?:in|pt|px|%)))?$/,
    'a flex value such as 1 or 1 1 auto',
  ),
  flexGrow: z.number().min(0).max(100),
  flexShrink: z.number().min(0).max(100),
  flexBasis: lengthRule,
  flexDirection: keyword('row', 'column', 'row-reverse', 'column-reverse'),
  flexWrap: keyword('wrap', 'nowrap'),
  justifyContent: keyword(
    'flex-start',
    'flex-end',
    'center',
    'space-between',
    'space-around',
    'space-evenly',
    'stretch',
  ),
  alignItems: keyword('flex-start', 'flex-end', 'center', 'stretch', 'baseline'),
  alignSelf: keyword('auto', 'flex-start', 'flex-end', 'center', 'stretch'),
  alignContent: keyword('flex-start', 'flex-end', 'center', 'space-between', 'stretch'),
  gap: matching(lengths(2), 'one or two lengths'),
  rowGap: lengthRule,
  columnGap: lengthRule,
  order: z.number().int().min(-100).max(100),
  gridTemplateColumns: matching(
    /^(?:repeat\(\d{1,2},\s*(?:\d+fr|[\d.]+(?:in|pt|%))\)|(?:\s*(?:\d+fr|[\d.]+(?:in|pt|%)|auto))+)$/,
    'columns such as repeat(3, 1fr) or 1fr 2fr',
  ),
  gridTemplateRows: matching(
    /^(?:repeat\(\d{1,2},\s*(?:\d+fr|[\d.]+(?:in|pt|%))\)|(?:\s*(?:\d+fr|[\d.]+(?:in|pt|%)|auto))+)$/,
    'rows such as repeat(2, 1fr)',
  ),
  aspectRatio: numberOrMatching(/^\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?$/, 'a ratio such as 4 / 5'),
  color: colourRule,
  backgroundColor: colourRule,
  backgroundImage: matching(gradient, 'a linear-gradient(…) or radial-gradient(…) without url()'),
  opacity: z.number().min(0).max(1),
  border: matching(
    new RegExp(`^(?:${length})\\s+(?:solid|dashed|dotted|double|none)\\s+(?:${colour})$`),
    'a border such as 1pt solid #887755',
  ),
  borderTop: matching(
    new RegExp(`^(?:${length})\\s+(?:solid|dashed|dotted|double|none)\\s+(?:${colour})$`),
    'a border such as 1pt solid #887755',
  ),
  borderBottom: matching(
    new RegExp(`^(?:${length})\\s+(?:solid|dashed|dotted|double|none)\\s+(?:${colour})$`),
    'a border such as 1pt solid #887755',
  ),
  borderRadius: boxRule,
  objectFit: keyword('cover', 'contain'),
  objectPosition: matching(
    /^(?:center|top|bottom|left|right|\d{1,3}%)(?:\s+(?:center|top|bottom|left|right|\d{1,3}%))?$/,
    'a position such as center or 50% 30%',
  ),
  fontFamily: matching(fontList, `a list of ${fontNames.join(', ')}`),
  fontWeight: z.union([keyword('normal', 'bold'), z.number().int().min(100).max(900)]),
  fontStyle: keyword('normal', 'italic'),
  textDecoration: keyword('none', 'underline'),
  fontSize: numberOrMatching(lengthValue, 'a size in px (number) or a length'),
  lineHeight: numberOrMatching(lengthValue, 'a number or a length'),
  letterSpacing: lengthRule,
  textAlign: keyword('left', 'center', 'right', 'justify', 'inherit'),
  textTransform: keyword('none', 'uppercase', 'lowercase', 'capitalize'),
  whiteSpace: keyword('normal', 'pre-line', 'pre-wrap', 'nowrap'),
  fontVariant: keyword('normal', 'small-caps'),
  /** Not CSS: the element a text field renders as (h1–h6, p, span; anything else behaves as p). */
  tagType: z.string().max(10),
} satisfies Record<string, z.ZodType>;

export type StyleProperty = keyof typeof styleProperties;

/** A style object: only allowlisted properties, each with an acceptable value. */
export const styleSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(styleProperties).map(([name, rule]) => [name, rule.optional()]),
  ) as { [K in StyleProperty]: z.ZodOptional<(typeof styleProperties)[K]> },
);

export type Style = z.infer<typeof styleSchema>;
