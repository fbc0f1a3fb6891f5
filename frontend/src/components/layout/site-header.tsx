import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { upcomingPaths } from '../../lib/upcoming-paths';
import { productName } from '../../lib/page-title';
import { LogoMark } from '../logo-mark';
import { DarkModeToggle } from './dark-mode-toggle';
import './site-header.css';

const mobileMenuId = 'mobile-menu';

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
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
              <a href={upcomingPaths.browse} className="site-nav__link">
                Browse Templates
              </a>
            </li>
          </ul>
        </nav>

        <div className="site-header__actions">
          <a href={upcomingPaths.login} className="button button--quiet site-header__account">
            Login
          </a>
          <a href={upcomingPaths.register} className="button site-header__account">
            Register
          </a>
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
            <a href={upcomingPaths.browse} className="mobile-menu__link">
              Browse Templates
            </a>
          </li>
          <li>
            <a href={upcomingPaths.login} className="mobile-menu__link">
              Login
            </a>
          </li>
          <li>
            <a href={upcomingPaths.register} className="mobile-menu__link">
              Register
            </a>
          </li>
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
