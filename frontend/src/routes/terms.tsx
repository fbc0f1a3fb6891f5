import { createFileRoute } from '@tanstack/react-router';
import { TermsOfService } from '../features/legal/components/terms-of-service';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/terms')({
  head: () => ({ meta: [{ title: pageTitle('Terms of Service') }] }),
  component: TermsOfService,
});
