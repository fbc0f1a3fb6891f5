import { decide, evolve, initialDraft, type Draft, type SaveEdits } from './draft.decider.js';
import type { DraftEvent } from './editing.events.js';
import type { SavedEdits } from './saved-edits.js';

const someEdits: SavedEdits = {
  pages: [{ page_number: 0, page_fields: [{ field_id: 'full-name', field_value: 'Ruth' }] }],
};
const key = { draftId: 'd1', templateId: 'sunset-beach', purchaseId: null, ownerId: 'guest:g1' };
const save = (edits: SavedEdits): SaveEdits => ({ type: 'SaveEdits', ...key, edits });
const given = (...events: DraftEvent[]): Draft => events.reduce(evolve, initialDraft());

describe('draft decider', () => {
  it('given no draft, when edits are saved, then EditsSaved carries the whole document', () => {
    expect(decide(save(someEdits), given())).toEqual([
      { type: 'EditsSaved', data: { ...key, edits: someEdits } },
    ]);
  });

  it('given no draft, when an empty document is saved, then nothing is recorded', () => {
    expect(decide(save({ pages: [] }), given())).toEqual([]);
  });

  it('given saved edits, when the same edits are saved again, then nothing is recorded', () => {
    expect(
      decide(save(someEdits), given({ type: 'EditsSaved', data: { ...key, edits: someEdits } })),
    ).toEqual([]);
  });

  it('given saved edits stored with their keys reordered, when saved again, then nothing is recorded', () => {
    const reordered = JSON.parse(
      '{"pages":[{"page_fields":[{"field_value":"Ruth","field_id":"full-name"}],"page_number":0}]}',
    ) as SavedEdits;

    expect(
      decide(save(someEdits), given({ type: 'EditsSaved', data: { ...key, edits: reordered } })),
    ).toEqual([]);
  });

  it('given saved edits, when an empty document is saved, then the draft is reset', () => {
    expect(
      decide(
        save({ pages: [] }),
        given({ type: 'EditsSaved', data: { ...key, edits: someEdits } }),
      ),
    ).toEqual([{ type: 'EditsReset', data: key }]);
  });

  it('given saved edits, when reset, then EditsReset leaves the draft empty', () => {
    const draft = given({ type: 'EditsSaved', data: { ...key, edits: someEdits } });
    const events = decide({ type: 'ResetEdits' }, draft);

    expect(events).toEqual([{ type: 'EditsReset', data: key }]);
    expect(events.reduce(evolve, draft)?.edits).toEqual({ pages: [] });
  });

  it('given a reset draft, when reset again, then nothing is recorded', () => {
    const draft = given(
      { type: 'EditsSaved', data: { ...key, edits: someEdits } },
      { type: 'EditsReset', data: key },
    );

    expect(decide({ type: 'ResetEdits' }, draft)).toEqual([]);
  });

  it('given a draft claimed by an account, when saved, then the event keeps the draft’s key', () => {
    const draft = given({ type: 'EditsSaved', data: { ...key, edits: someEdits } });

    expect(decide({ ...save({ pages: [] }), ownerId: 'user:u1', draftId: 'other' }, draft)).toEqual(
      [{ type: 'EditsReset', data: key }],
    );
  });
});
