import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { productName } from '../lib/page-title';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: productName }] }),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
