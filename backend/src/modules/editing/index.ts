/** The editing module's public surface: the module, its events, and the saved-edits overlay. */
export { EditingModule } from './editing.module.js';
export type {
  EditingEvent,
  EditsReset,
  EditsSaved,
  ImageUploaded,
} from './domain/editing.events.js';
export type { SavedEdits } from './domain/saved-edits.js';
export { applyEdits } from './domain/overlay.js';
export { GetSavedEditsQuery } from './queries/get-saved-edits/get-saved-edits.query.js';
