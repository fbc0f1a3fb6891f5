import type { Row } from '../../../../platform/database/database.js';
import type { Template } from '../../domain/template.schema.js';

/** One row of `catalogue_templates` with its popularity: what the catalogue queries read. */
export type CatalogueTemplateView = {
  templateId: string;
  contentHash: string;
  displayName: string;
  description: string;
  tags: string[];
  thumbnailFileId: string | null;
  thumbnailContentHash: string | null;
  popularityScore: number;
};

/** Columns of a catalogue entry, without the (large) template document. */
export const catalogueEntryColumns = `t.template_id, t.content_hash, t.display_name, t.description,
  t.tags, t.thumbnail_file_id, t.thumbnail_content_hash, coalesce(p.score, 0) as popularity_score`;

export const toCatalogueTemplateView = (row: Row): CatalogueTemplateView => ({
  templateId: String(row.template_id),
  contentHash: String(row.content_hash),
  displayName: String(row.display_name),
  description: String(row.description),
  tags: row.tags as string[],
  thumbnailFileId: (row.thumbnail_file_id as string | null) ?? null,
  thumbnailContentHash: (row.thumbnail_content_hash as string | null) ?? null,
  popularityScore: Number(row.popularity_score),
});

/** The stored template document of a row. */
export const toTemplate = (row: Row): Template => row.template as Template;
