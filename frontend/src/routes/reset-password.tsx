import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordView } from '../features/auth/components/reset-password-view';
import { pageTitle } from '../lib/page-title';

type ResetSearch = { token?: string };

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' && search.token.length > 0 ? { token: search.token } : {},
  beforeLoad: ({ search }) => {
    if (!search.token) throw redirect({ to: '/' });
  },
  head: () => ({ meta: [{ title: pageTitle('Choose a new password') }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return token ? <ResetPasswordView token={token} /> : null;
}
