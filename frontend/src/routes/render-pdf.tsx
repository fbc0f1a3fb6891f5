import { createFileRoute } from '@tanstack/react-router';
import { templateQueryOptions } from '../features/catalogue/api/get-template';
import { defaultTemplateId } from '../features/catalogue/default-template';
import { RenderPdfError, RenderPdfPage } from '../features/render-pdf/components/render-pdf-page';
import { parseRenderPdfSearch } from '../features/render-pdf/lib/render-pdf-search';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/render-pdf')({
  validateSearch: parseRenderPdfSearch,
  loaderDeps: ({ search }) => ({ templateId: search.templateId ?? defaultTemplateId }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(templateQueryOptions(deps.templateId)),
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.template_display_name ?? 'Pamphlet') }],
  }),
  component: function RenderPdfRoute() {
    return <RenderPdfPage template={Route.useLoaderData()} />;
  },
  errorComponent: ({ error }) => (
    <RenderPdfError reason={error instanceof Error ? error.message : String(error)} />
  ),
});
