import { fieldTypeOf } from '../lib/field-types';
import { sortFields } from '../lib/order';
import { styleFor, toCssProperties } from '../lib/style';
import { warnOnce } from '../lib/warn-once';
import type { Medium, TemplateField } from '../types';
import { ImageField, ImageGridField } from './image-fields';
import { MultilineField, TextField } from './text-fields';

type Props = { field: TemplateField; medium: Medium };

/**
 * One field of a side, drawn by its type (any letter case). Unknown types are skipped with a
 * console warning; a known type without a default format is not drawn (spec §5).
 */
export function PamphletField({ field, medium }: Props) {
  const type = fieldTypeOf(field.field_type);
  if (!type) {
    warnOnce(
      `Unknown field type "${String(field.field_type)}" of field ${field.field_id}: ignored.`,
    );
    return null;
  }
  const format = styleFor(field.field_formats, medium);
  if (!format) return null;
  const style = toCssProperties(format);
  switch (type) {
    case 'text':
    case 'header':
      return <TextField field={field} style={style} tagType={format.tagType} />;
    case 'multiline':
      return <MultilineField field={field} style={style} />;
    case 'image':
      return <ImageField field={field} style={style} isDecorative={false} />;
    case 'staticimage':
      return <ImageField field={field} style={style} isDecorative />;
    case 'imagegrid':
      return <ImageGridField field={field} style={style} medium={medium} />;
    case 'container':
      return (
        <div className="pamphlet-container" style={style} data-field-id={field.field_id}>
          {sortFields(field.children ?? []).map((child) => (
            <PamphletField key={child.field_id} field={child} medium={medium} />
          ))}
        </div>
      );
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
