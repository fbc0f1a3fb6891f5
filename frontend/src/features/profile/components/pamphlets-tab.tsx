import { useQuery } from '@tanstack/react-query';
import { downloadPamphlet, purchasedPamphletsQueryOptions } from '../api/purchased-pamphlets';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The pamphlets this account bought, with their downloads. */
export function PamphletsTab() {
  const pamphlets = useQuery(purchasedPamphletsQueryOptions());

  if (pamphlets.isPending) return <p role="status">Loading your pamphlets…</p>;
  if (pamphlets.isError) {
    return (
      <p role="alert">We couldn't load your pamphlets. Please reload the page to try again.</p>
    );
  }
  if (pamphlets.data.length === 0) return <p>No pamphlets found</p>;
  return (
    <ul className="pamphlet-list">
      {pamphlets.data.map((pamphlet) => (
        <li key={pamphlet.purchaseId} className="pamphlet-list__item">
          {pamphlet.thumbnail ? (
            <img
              className="pamphlet-list__thumbnail"
              src={`/img/${pamphlet.thumbnail}?width=160`}
              alt=""
            />
          ) : null}
          <div className="pamphlet-list__details">
            <h3 className="pamphlet-list__title">{pamphlet.title}</h3>
            <p className="pamphlet-list__meta">
              Order {pamphlet.purchaseShortId} ·{' '}
              {dateFormat.format(new Date(pamphlet.purchaseDate))} · Downloaded{' '}
              {pamphlet.downloadCount} {pamphlet.downloadCount === 1 ? 'time' : 'times'}
            </p>
          </div>
          <button type="button" className="button" onClick={() => void downloadPamphlet(pamphlet)}>
            Download PDF
          </button>
        </li>
      ))}
    </ul>
  );
}
