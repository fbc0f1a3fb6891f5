import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { CatalogueEntry } from '../../catalogue/api/list-templates';
import { TemplateCard } from '../../catalogue/components/template-card';
import { filterTemplates, paginate, sortTemplates, topTags } from '../lib/browse-catalogue';
import { toggleTag, withFilters, type BrowseSearch } from '../lib/browse-search';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import { TagFilterPanel } from './tag-filter-panel';
import './browse-page.css';

const cardSizes = '(max-width: 40rem) 90vw, (max-width: 64rem) 45vw, 18rem';

/** The catalogue (spec §2 /browse): tag filters, sort, 12 cards a page, all kept in the URL. */
export function BrowsePage({
  entries,
  search,
}: {
  entries: CatalogueEntry[];
  search: BrowseSearch;
}) {
  const navigate = useNavigate({ from: '/browse' });
  const selected = useMemo(() => search.tags ?? [], [search.tags]);
  const sort = search.sort ?? 'popular';
  const tags = useMemo(() => topTags(entries), [entries]);
  const shown = useMemo(
    () => paginate(sortTemplates(filterTemplates(entries, selected), sort), search.page ?? 1),
    [entries, selected, sort, search.page],
  );

  const show = (next: BrowseSearch): void => {
    void navigate({ search: next });
  };

  return (
    <div className="browse container">
      <header className="browse__header">
        <h1>Browse Templates</h1>
        <p className="browse__lead">
          Every design can be changed to suit the person you are remembering: words, photographs and
          the order of the service.
        </p>
      </header>

      <div className="browse__layout">
        <aside className="browse__filters" aria-label="Filters">
          <TagFilterPanel
            // Remounting on a reset collapses Show More again.
            key={selected.length === 0 ? 'none' : 'some'}
            top={tags.top}
            rest={tags.rest}
            selected={selected}
            onToggle={(tag) => show(withFilters(search, { tags: toggleTag(selected, tag) }))}
          />
        </aside>

        <section className="browse__results" aria-labelledby="results-heading">
          <div className="browse__toolbar">
            <h2 id="results-heading" className="browse__count" aria-live="polite">
              {shown.total === 0
                ? 'No templates shown'
                : `Showing ${shown.first}–${shown.last} of ${shown.total} templates`}
            </h2>
            <SortSelect
              value={sort}
              onChange={(next) => show(withFilters(search, { sort: next }))}
            />
          </div>

          {shown.total === 0 ? (
            <div className="browse__empty">
              <p className="browse__empty-title">No Matches Found</p>
              <p>No template has every tag you chose. Remove a tag or start again.</p>
              <button
                type="button"
                className="button"
                onClick={() => show(withFilters(search, { tags: [], sort: 'popular' }))}
              >
                Reset Filters
              </button>
            </div>
          ) : (
            <ul className="browse__grid">
              {shown.items.map((entry, index) => (
                <li key={entry._id}>
                  <TemplateCard
                    id={entry._id}
                    name={entry.template_display_name}
                    description={entry.template_display_desc}
                    thumbnail={entry.template_display_thumbnail}
                    tags={entry.template_display_tags}
                    sizes={cardSizes}
                    isEager={index < 3}
                  />
                </li>
              ))}
            </ul>
          )}

          <Pagination page={shown.page} pageCount={shown.pageCount} search={search} />
        </section>
      </div>
    </div>
  );
}

/** Shown when the catalogue cannot be loaded (spec §8). */
export function BrowseLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="browse container">
      <header className="browse__header">
        <h1>Browse Templates</h1>
      </header>
      <div className="browse__empty" role="alert">
        <p className="browse__empty-title">Couldn&apos;t load templates. Please try again later.</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
