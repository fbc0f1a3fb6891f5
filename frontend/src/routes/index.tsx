import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/landing-page';
import { productName } from '../lib/page-title';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: `${productName} · Funeral and memorial pamphlets` }] }),
  component: LandingPage,
});
