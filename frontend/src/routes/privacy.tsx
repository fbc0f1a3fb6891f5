import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../features/legal/components/privacy-policy';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/privacy')({
  head: () => ({ meta: [{ title: pageTitle('Privacy Policy') }] }),
  component: PrivacyPolicy,
});
