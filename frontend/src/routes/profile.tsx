import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { ProfilePage } from '../features/profile/components/profile-page';
import { isProfileTab, type ProfileTab } from '../features/profile/components/profile-tabs';
import { pageTitle } from '../lib/page-title';

type ProfileSearch = { tab?: ProfileTab };

export const Route = createFileRoute('/profile')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch =>
    isProfileTab(search.tab) ? { tab: search.tab } : {},
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions());
    if (!session.user) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  head: () => ({ meta: [{ title: pageTitle('Your Pamphlets') }] }),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  return <ProfilePage tab={tab ?? 'pamphlets'} />;
}
