import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BrowseLoadError, BrowsePage } from '../features/browse/components/browse-page';
import { parseBrowseSearch } from '../features/browse/lib/browse-search';
import { templateListQueryOptions } from '../features/catalogue/api/list-templates';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/browse')({
  validateSearch: parseBrowseSearch,
  // Filters, sort and page work on the one list in the browser: the search changes no data.
  loader: ({ context }) => context.queryClient.ensureQueryData(templateListQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle('Browse Templates') }] }),
  component: BrowseRoute,
  errorComponent: BrowseError,
});

function BrowseRoute() {
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(templateListQueryOptions());
  return <BrowsePage entries={data} search={search} />;
}

function BrowseError() {
  const router = useRouter();
  return <BrowseLoadError onRetry={() => void router.invalidate()} />;
}
