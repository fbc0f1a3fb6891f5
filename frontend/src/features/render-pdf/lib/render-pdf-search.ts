/** The query of /render-pdf (spec §2): which template, and later for whom and which purchase. */
export type RenderPdfSearch = {
  templateId?: string;
  pdfClientSecret?: string;
  pdfUserId?: string;
  purchaseId?: string;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads the query without ever failing: anything unusable is left out. */
export function parseRenderPdfSearch(search: Record<string, unknown>): RenderPdfSearch {
  // Every key is present: the router lays the result over the raw query.
  return {
    templateId: text(search.templateId),
    pdfClientSecret: text(search.pdfClientSecret),
    pdfUserId: text(search.pdfUserId),
    purchaseId: text(search.purchaseId),
  };
}
