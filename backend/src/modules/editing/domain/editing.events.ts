import type { SavedEdits } from './saved-edits.js';

/** Who a draft belongs to and what it is for; purchaseId is null before a purchase. */
type DraftKey = { draftId: string; templateId: string; purchaseId: string | null; ownerId: string };

/** A family saved their edits of a template (autosave): `edits` is the whole document now. */
export type EditsSaved = { type: 'EditsSaved'; data: DraftKey & { edits: SavedEdits } };

/** A family reset a draft to the template: its saved edits are empty again. */
export type EditsReset = { type: 'EditsReset'; data: DraftKey };

/** A caller uploaded a photo: stored re-encoded under `fileId`, usable by that owner. */
export type ImageUploaded = {
  type: 'ImageUploaded';
  data: { fileId: string; ownerId: string; width: number; height: number };
};

export type DraftEvent = EditsSaved | EditsReset;
export type EditingEvent = DraftEvent | ImageUploaded;
