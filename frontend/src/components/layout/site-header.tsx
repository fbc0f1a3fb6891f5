import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/auth/api/session';
import { signOutAndLeave } from '../../features/auth/api/sign-out';
import { UserMenu } from '../../features/auth/components/user-menu';
import { productName } from '../../lib/page-title';
import { LogoMark } from '../logo-mark';
import { DarkModeToggle } from './dark-mode-toggle';
import './site-header.css';

const mobileMenuId = 'mobile-menu';

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const user = useQuery(sessionQueryOptions()).data?.user ?? null;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the menu. Adjusting state while rendering, rather than in an effect,
  // avoids painting the new page with the menu still open for a frame.
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (pathname !== menuPathname) {
    setMenuPathname(pathname);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        // Focus would otherwise be lost inside the panel that just disappeared.
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const closeMenu = (): void => setIsMenuOpen(false);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{productName}</span>
        </Link>

        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            <li>
              <Link to="/" className="site-nav__link" activeOptions={{ exact: true }}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/browse" className="site-nav__link">
                Browse Templates
              </Link>
            </li>
          </ul>
        </nav>

        <div className="site-header__actions">
          {user ? (
            <>
              <Link to="/profile" className="button button--quiet site-header__account">
                Your Pamphlets
              </Link>
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/login" className="button button--quiet site-header__account">
                Login
              </Link>
              <Link to="/register" className="button site-header__account">
                Register
              </Link>
            </>
          )}
          <DarkModeToggle />
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button menu-button"
            aria-expanded={isMenuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            <span className="visually-hidden">Menu</span>
            <MenuIcon isOpen={isMenuOpen} />
          </button>
        </div>
      </div>

      <nav id={mobileMenuId} aria-label="Mobile" className="mobile-menu" hidden={!isMenuOpen}>
        <ul className="mobile-menu__list container">
          <li>
            <Link
              to="/"
              className="mobile-menu__link"
              activeOptions={{ exact: true }}
              onClick={closeMenu}
            >
              Home
            </Link>
          </li>
          <li>
            <Link to="/browse" className="mobile-menu__link" onClick={closeMenu}>
              Browse Templates
            </Link>
          </li>
          {user ? (
            <>
              <li>
                <Link to="/profile" className="mobile-menu__link" onClick={closeMenu}>
                  Your Pamphlets
                </Link>
              </li>
              <li>
                <Link
                  to="/profile"
                  search={{ tab: 'settings' }}
                  className="mobile-menu__link"
                  onClick={closeMenu}
                >
                  Settings
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="mobile-menu__link"
                  onClick={() => void signOutAndLeave()}
                >
                  Sign out
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login" className="mobile-menu__link" onClick={closeMenu}>
                  Login
                </Link>
              </li>
              <li>
                <Link to="/register" className="mobile-menu__link" onClick={closeMenu}>
                  Register
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
