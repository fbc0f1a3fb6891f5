/** One template in `GET /template/list`: the spec's catalogue entry, field for field. */
export type CatalogueEntryDto = {
  _id: string;
  template_display_name: string;
  template_display_desc: string;
  template_display_tags: string[];
  /** File id of the cover picture (`/img/{id}`), or null until it has been made. */
  template_display_thumbnail: string | null;
  template_popularity_score: number;
};
