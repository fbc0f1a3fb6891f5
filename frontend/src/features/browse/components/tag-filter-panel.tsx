import { useId, useState } from 'react';

type Props = {
  top: readonly string[];
  rest: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
};

/** Tag checkboxes: the most used tags, the others behind Show More (spec §9). */
export function TagFilterPanel({ top, rest, selected, onToggle }: Props) {
  const moreId = useId();
  // A selected tag among the rest must stay visible, or the filter would look unset.
  const [isExpanded, setIsExpanded] = useState(() => rest.some((tag) => selected.includes(tag)));
  const tagBox = (tag: string) => (
    <li key={tag}>
      <label className="tag-filter__option">
        <input type="checkbox" checked={selected.includes(tag)} onChange={() => onToggle(tag)} />
        <span>{tag}</span>
      </label>
    </li>
  );
  return (
    <fieldset className="tag-filter">
      <legend className="tag-filter__legend">Filter by tag</legend>
      <ul className="tag-filter__list">{top.map(tagBox)}</ul>
      {rest.length > 0 && (
        <>
          <ul id={moreId} className="tag-filter__list" hidden={!isExpanded}>
            {rest.map(tagBox)}
          </ul>
          <button
            type="button"
            className="tag-filter__more"
            aria-expanded={isExpanded}
            aria-controls={moreId}
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            {isExpanded ? 'Show Less' : 'Show More'}
          </button>
        </>
      )}
    </fieldset>
  );
}
