import { Link } from '@tanstack/react-router';
import { withPage, type BrowseSearch } from '../lib/browse-search';

type Props = { page: number; pageCount: number; search: BrowseSearch };

/** Links to every page of results, keeping the filters and the sort. */
export function Pagination({ page, pageCount, search }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link to="/browse" search={withPage(search, page - 1)} className="pagination__link">
              Previous
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to="/browse"
              search={withPage(search, number)}
              className="pagination__link"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to="/browse" search={withPage(search, page + 1)} className="pagination__link">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
