import type { GridRow, TemplateField, TemplatePage } from '../types';

/** Sides by page number (page 0 is the cover). */
export const sortPages = (pages: readonly TemplatePage[]): TemplatePage[] =>
  [...pages].sort((a, b) => a.page_number - b.page_number);

/** Fields in drawing order; equal orders keep the order they were given in. */
export const sortFields = (fields: readonly TemplateField[]): TemplateField[] =>
  [...fields].sort((a, b) => a.field_order - b.field_order);

/** Rows of an image grid by row number. */
export const sortRows = (rows: readonly GridRow[]): GridRow[] =>
  [...rows].sort((a, b) => a.row_number - b.row_number);
