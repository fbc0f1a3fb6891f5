import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { LoginForm } from '../features/auth/components/login-form';
import { safeRedirect } from '../features/auth/lib/safe-redirect';
import { pageTitle } from '../lib/page-title';

type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    search.redirect === undefined ? {} : { redirect: safeRedirect(search.redirect) },
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (session.user) throw redirect({ href: search.redirect ?? '/' });
  },
  head: () => ({ meta: [{ title: pageTitle('Sign in') }] }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect: returnTo } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginForm onSignedIn={() => void navigate({ href: returnTo ?? '/' })} />;
}
