import type { CSSProperties } from 'react';
import { imageUrl } from '../lib/image-url';
import { sortFields, sortRows } from '../lib/order';
import { styleFor, toCssProperties } from '../lib/style';
import type { Medium, TemplateField } from '../types';

type ImageProps = { field: TemplateField; style: CSSProperties; isDecorative: boolean };

/**
 * A photo frame (its value, or the neutral placeholder when empty) or fixed artwork. Artwork
 * is decorative; a photo is described by the field's name.
 */
export function ImageField({ field, style, isDecorative }: ImageProps) {
  const value = field.field_value ?? '';
  const src = imageUrl(value !== '' ? value : field.field_placeholder);
  if (!src) return <div className="pamphlet-image" style={style} aria-hidden="true" />;
  return (
    <img
      className="pamphlet-image"
      src={src}
      alt={isDecorative ? '' : field.field_display_name}
      style={style}
      draggable={false}
      data-field-id={field.field_id}
      data-placeholder={value === '' || undefined}
    />
  );
}

type GridProps = { field: TemplateField; style: CSSProperties; medium: Medium };

/** A photo collage: rows of images, each row and image styled by the grid's formats. */
export function ImageGridField({ field, style, medium }: GridProps) {
  const container = { ...style, ...toCssProperties(styleFor(field.container_formats, medium)) };
  const rowBase = styleFor(field.row_formats, medium) ?? {};
  const imageBase = styleFor(field.image_formats, medium) ?? {};
  return (
    <div className="pamphlet-grid" style={container} data-field-id={field.field_id}>
      {sortRows(field.rows ?? []).map((row) => (
        <div
          key={row.row_id}
          className="pamphlet-grid__row"
          style={toCssProperties({ ...rowBase, ...(styleFor(row.row_formats, medium) ?? {}) })}
        >
          {sortFields(row.images).map((image) => (
            <ImageField
              key={image.field_id}
              field={image}
              isDecorative={false}
              style={toCssProperties({
                ...imageBase,
                ...(styleFor(image.field_formats, medium) ?? {}),
              })}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
