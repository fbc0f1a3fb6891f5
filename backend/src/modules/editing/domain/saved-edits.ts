import type { Style } from '../../catalogue/index.js';

/** Where a photo sits in its frame: the focus point in percent and the zoom factor. */
export type Crop = { x: number; y: number; zoom: number };

/** A field's style overrides, group by group; `crop` only for photos. */
export type FormatsEdit = { default?: Style; print?: Style; screen?: Style; crop?: Crop };

/** One image of an image-grid row, changed. */
export type ImageEdit = { field_id: string; field_value?: string; field_formats?: FormatsEdit };

/** One row of an image grid, changed: overlaid on the template's row with the same `row_id`. */
export type GridRowEdit = { row_id: string; images: ImageEdit[] };

/** One field, changed: containers carry their children's edits, image grids their rows'. */
export type FieldEdit = {
  field_id: string;
  field_value?: string;
  field_formats?: FormatsEdit;
  children?: FieldEdit[] | GridRowEdit[];
};

export type PageEdit = { page_number: number; page_fields: FieldEdit[] };

/**
 * The spec's saved edits ("upload"): only what differs from the template, overlaid on it by
 * page number, field id and row id.
 */
export type SavedEdits = { pages: PageEdit[] };

export const noEdits = (): SavedEdits => ({ pages: [] });
