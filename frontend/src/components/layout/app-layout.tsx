import { HeadContent, Outlet, useLocation } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainId = 'main-content';

/** Pages drawn without the site around them: what the server's headless browser prints. */
const barePaths = new Set(['/render-pdf']);

/** The frame around every page: header, main content and footer. */
export function AppLayout() {
  const isBare = useLocation({ select: (location) => barePaths.has(location.pathname) });
  if (isBare) {
    return (
      <>
        <HeadContent />
        <main id={mainId}>
          <Outlet />
        </main>
      </>
    );
  }
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
