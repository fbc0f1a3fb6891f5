import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestForm } from '../features/auth/components/reset-request-form';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/reset-password-request')({
  head: () => ({ meta: [{ title: pageTitle('Reset your password') }] }),
  component: ResetRequestForm,
});
