import type { Database, Row } from '../../../../platform/database/database.js';
import type { Draft } from '../../domain/draft.decider.js';
import type { SavedEdits } from '../../domain/saved-edits.js';

export type StoredDraft = { draft: NonNullable<Draft>; version: number };

const parseEdits = (value: unknown): SavedEdits =>
  (typeof value === 'string' ? JSON.parse(value) : value) as SavedEdits;

/** The owner's most recently saved draft of a template (for a purchase, or for none). */
export async function findLatestDraft(
  db: Database,
  ownerId: string,
  templateId: string,
  purchaseId: string | null,
): Promise<StoredDraft | null> {
  const purchase = purchaseId === null ? 'purchase_id is null' : 'purchase_id = ?';
  const [row] = await db.query<Row>(
    `select * from editing_drafts where owner_id = ? and template_id = ? and ${purchase}
      order by updated_at desc, version desc limit 1`,
    purchaseId === null ? [ownerId, templateId] : [ownerId, templateId, purchaseId],
  );
  if (!row) return null;
  return {
    draft: {
      draftId: String(row.draft_id),
      ownerId: String(row.owner_id),
      templateId: String(row.template_id),
      purchaseId: (row.purchase_id as string | null) ?? null,
      edits: parseEdits(row.edits),
    },
    version: Number(row.version),
  };
}
