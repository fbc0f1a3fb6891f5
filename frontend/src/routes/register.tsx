import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { RegisterForm } from '../features/auth/components/register-form';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/register')({
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (session.user) throw redirect({ to: '/' });
  },
  head: () => ({ meta: [{ title: pageTitle('Create your account') }] }),
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  return <RegisterForm onRegistered={() => void navigate({ to: '/' })} />;
}
