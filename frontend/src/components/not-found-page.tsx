import { Link } from '@tanstack/react-router';
import { pageTitle } from '../lib/page-title';
import './not-found-page.css';

/** Shown for any address the app has no page for. */
export function NotFoundPage() {
  return (
    <section className="not-found container" aria-labelledby="not-found-heading">
      <title>{pageTitle('Page not found')}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Oops! The page you&apos;re looking for doesn&apos;t exist</h1>
      <p className="not-found__text">
        It may have been moved, or the address may be mistyped. Nothing you have saved is lost.
      </p>
      <Link to="/" className="button button--large">
        Return to Home
      </Link>
    </section>
  );
}
