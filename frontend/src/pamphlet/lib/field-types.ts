/** The field types the renderer draws (spec §3), in lower case. */
export const knownFieldTypes = [
  'container',
  'text',
  'header',
  'image',
  'staticimage',
  'multiline',
  'imagegrid',
] as const;

export type KnownFieldType = (typeof knownFieldTypes)[number];

/** The field's type in lower case, or null when the renderer does not know it. */
export function fieldTypeOf(fieldType: unknown): KnownFieldType | null {
  if (typeof fieldType !== 'string') return null;
  const type = fieldType.toLowerCase();
  return (knownFieldTypes as readonly string[]).includes(type) ? (type as KnownFieldType) : null;
}
