import { Link, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DarkModeToggle } from '../../../components/layout/dark-mode-toggle';
import { getSupportEmail } from '../../../lib/app-config';
import { sessionQueryOptions } from '../../auth/api/session';
import { signOutAndLeave } from '../../auth/api/sign-out';
import { PamphletsTab } from './pamphlets-tab';
import type { ProfileTab } from './profile-tabs';
import './profile-page.css';

const menuTabs: { tab: ProfileTab; label: string }[] = [
  { tab: 'pamphlets', label: 'My Pamphlets' },
  { tab: 'settings', label: 'Settings' },
];

const headings: Record<ProfileTab, string> = {
  pamphlets: 'Your Pamphlets',
  settings: 'Settings',
  account: 'Account',
  billing: 'Billing',
  notifications: 'Notifications',
};

/** The signed-in person's page: who they are, their pamphlets, their settings. */
export function ProfilePage({ tab }: { tab: ProfileTab }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const navigate = useNavigate();
  const user = session.user;
  if (!user) return null;

  return (
    <div className="profile container">
      <aside className="profile__panel" aria-label="Your account">
        <img className="profile__avatar" src={user.avatar} alt="" width={72} height={72} />
        <p className="profile__email">{user.email}</p>
        <p className={`profile__badge profile__badge--${user.userType.toLowerCase()}`}>
          {user.userType}
        </p>
        <nav aria-label="Profile" className="profile__menu">
          {menuTabs.map((item) => (
            <button
              key={item.tab}
              type="button"
              className={item.tab === tab ? 'button' : 'button button--quiet'}
              aria-current={item.tab === tab ? 'page' : undefined}
              onClick={() => void navigate({ to: '/profile', search: { tab: item.tab } })}
            >
              {item.label}
            </button>
          ))}
        </nav>
        <Link to="/reset-password-request" className="profile__link">
          Reset Password
        </Link>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void signOutAndLeave()}
        >
          Sign Out
        </button>
      </aside>
      <section className="profile__content" aria-labelledby="profile-heading">
        <h1 id="profile-heading" className="profile__heading">
          {headings[tab]}
        </h1>
        {tab === 'pamphlets' ? <PamphletsTab /> : null}
        {tab === 'settings' ? (
          <div className="profile__settings">
            <p>
              Signed in as <strong>{user.email}</strong>.
            </p>
            <div className="profile__setting">
              <span>Dark mode</span>
              <DarkModeToggle />
            </div>
            <p>
              To change your password, use <Link to="/reset-password-request">Reset Password</Link>:
              we will e-mail you a link.
            </p>
          </div>
        ) : null}
        {tab === 'account' ? (
          <p>
            Your account is {user.email}. To close it or to get a copy of your data, write to{' '}
            <a href={`mailto:${getSupportEmail()}`}>{getSupportEmail()}</a>.
          </p>
        ) : null}
        {tab === 'billing' ? (
          <p>
            Each pamphlet design is paid once, by card, through our payment provider; your receipt
            is e-mailed to you. We never see or keep your card details.
          </p>
        ) : null}
        {tab === 'notifications' ? (
          <p>
            We e-mail you only about your pamphlets (delivery and corrections) and when you ask to
            reset your password. There is nothing to switch off.
          </p>
        ) : null}
      </section>
    </div>
  );
}
