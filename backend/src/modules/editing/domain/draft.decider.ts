import type { DraftEvent } from './editing.events.js';
import { noEdits, type SavedEdits } from './saved-edits.js';

/** A draft as far as deciding goes: whether it exists, and its current saved edits. */
export type Draft = {
  draftId: string;
  templateId: string;
  purchaseId: string | null;
  ownerId: string;
  edits: SavedEdits;
} | null;

/** Save the (already diffed) edits; an empty document resets the draft. */
export type SaveEdits = {
  type: 'SaveEdits';
  draftId: string;
  templateId: string;
  purchaseId: string | null;
  ownerId: string;
  edits: SavedEdits;
};

export type ResetEdits = { type: 'ResetEdits' };

export type DraftCommand = SaveEdits | ResetEdits;

export const initialDraft = (): Draft => null;

const isEmpty = (edits: SavedEdits) => edits.pages.length === 0;
/** Deep equality that ignores key order (jsonb stores keys in an order of its own). */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    isSameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const same = (a: SavedEdits, b: SavedEdits) => isSameJson(a, b);

/**
 * Records a save only when it changes something: a repeated autosave records nothing, an empty
 * save of a draft with edits is a reset, and there is nothing to reset before a first save.
 */
export function decide(command: DraftCommand, draft: Draft): DraftEvent[] {
  switch (command.type) {
    case 'SaveEdits': {
      const { draftId, templateId, purchaseId, ownerId, edits } = command;
      if (!draft) {
        return isEmpty(edits)
          ? []
          : [{ type: 'EditsSaved', data: { draftId, templateId, purchaseId, ownerId, edits } }];
      }
      if (same(draft.edits, edits)) return [];
      const key = {
        draftId: draft.draftId,
        templateId: draft.templateId,
        purchaseId: draft.purchaseId,
        ownerId: draft.ownerId,
      };
      return isEmpty(edits)
        ? [{ type: 'EditsReset', data: key }]
        : [{ type: 'EditsSaved', data: { ...key, edits } }];
    }
    case 'ResetEdits': {
      if (!draft || isEmpty(draft.edits)) return [];
      const { draftId, templateId, purchaseId, ownerId } = draft;
      return [{ type: 'EditsReset', data: { draftId, templateId, purchaseId, ownerId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${String(unknown)}`);
    }
  }
}

export function evolve(draft: Draft, event: DraftEvent): Draft {
  switch (event.type) {
    case 'EditsSaved':
      return { ...event.data };
    case 'EditsReset':
      return { ...event.data, edits: noEdits() };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${String(unknown)}`);
    }
  }
}
