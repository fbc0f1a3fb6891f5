import { HeadContent, Outlet } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainId = 'main-content';

/** The frame around every page: header, main content and footer. */
export function AppLayout() {
  return (
    <>
      <HeadContent />
      <a className="skip-link" href={`#${mainId}`}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={mainId} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
