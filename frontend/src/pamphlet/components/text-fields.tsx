import { createElement, type CSSProperties } from 'react';
import { splitParagraphs } from '../lib/paragraphs';
import { textTagOf } from '../lib/tag-type';
import type { TemplateField } from '../types';

type TextProps = { field: TemplateField; style: CSSProperties; tagType: unknown };

const shownText = (field: TemplateField): { text: string; isPlaceholder: boolean } => {
  const value = field.field_value ?? '';
  return value.trim() !== ''
    ? { text: value, isPlaceholder: false }
    : { text: field.field_placeholder ?? '', isPlaceholder: true };
};

/** A text or header field: its value, or its placeholder when empty, as plain text. */
export function TextField({ field, style, tagType }: TextProps) {
  const { text, isPlaceholder } = shownText(field);
  // The element is data (h1–h6, p or span), so it is created by name rather than as a component.
  return createElement(
    textTagOf(tagType),
    {
      className: 'pamphlet-text',
      style,
      'data-field-id': field.field_id,
      'data-placeholder': isPlaceholder || undefined,
    },
    text,
  );
}

/** A multiline field: paragraphs separated by blank lines, each its own paragraph element. */
export function MultilineField({ field, style }: Omit<TextProps, 'tagType'>) {
  const { text, isPlaceholder } = shownText(field);
  return (
    <div
      className="pamphlet-multiline"
      style={style}
      data-field-id={field.field_id}
      data-placeholder={isPlaceholder || undefined}
    >
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
