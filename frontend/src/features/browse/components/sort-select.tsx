import { useId } from 'react';
import { sortOptions, type SortOption } from '../lib/browse-catalogue';

const sortLabels: Record<SortOption, string> = {
  popular: 'Most popular',
  titleAsc: 'Title (A–Z)',
  titleDesc: 'Title (Z–A)',
};

type Props = { value: SortOption; onChange: (sort: SortOption) => void };

/** The catalogue's order: popular (default), title A–Z, title Z–A. */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortOption)}
      >
        {sortOptions.map((option) => (
          <option key={option} value={option}>
            {sortLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
