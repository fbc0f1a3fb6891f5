// The template as the server sends it (GET /template/{id}); docs/template-format.md describes it.
// The server validates templates against its schema; the renderer still treats every value as
// untrusted data: styles pass an allowlist and text is always text.

/** A style object: CSS property names in camelCase, plus `tagType` for text fields. */
export type TemplateStyle = Record<string, string | number | undefined>;

/** A default style plus optional overrides for paper (`print`) and screen. */
export type Formats = { default?: TemplateStyle; print?: TemplateStyle; screen?: TemplateStyle };

export type GridRow = {
  row_id: string;
  row_number: number;
  row_formats?: Formats;
  images: TemplateField[];
};

export type TemplateField = {
  field_id: string;
  field_order: number;
  field_display_name: string;
  field_placeholder?: string;
  field_type: string;
  field_value?: string;
  field_formats?: Formats;
  children?: TemplateField[];
  container_formats?: Formats;
  row_formats?: Formats;
  image_formats?: Formats;
  rows?: GridRow[];
};

export type TemplatePage = {
  page_number: number;
  side_formats?: Formats;
  page_fields: TemplateField[];
};

export type PrintFormat = {
  trim_width_in: number;
  trim_height_in: number;
  sheet_width_in: number;
  sheet_height_in: number;
  fold: 'half-fold' | 'booklet' | 'flat';
  bleed_in: number;
};

export type PamphletTemplate = {
  _id?: string;
  template_display_name: string;
  template_container_formats?: Formats;
  template_side_formats?: Formats;
  print_formats: { default: PrintFormat };
  web_styling_formats?: Formats;
  pages: TemplatePage[];
};

/** Where the pamphlet is shown: `print` applies the print overrides (render-pdf, thumbnails). */
export type Medium = 'screen' | 'print';
