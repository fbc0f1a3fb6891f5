import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../api/session';
import { signOutAndLeave } from '../api/sign-out';
import './user-menu.css';

/** The signed-in person's avatar menu: Profile, Browse Templates, Reset Password, Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: MouseEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const close = (): void => setIsOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <img className="user-menu__avatar" src={user.avatar} alt="" width={32} height={32} />
        <span className="visually-hidden">Account menu for {user.name}</span>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!isOpen}>
        <p className="user-menu__name">{user.name}</p>
        <ul className="user-menu__list">
          <li>
            <Link to="/profile" className="user-menu__item" onClick={close}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/browse" className="user-menu__item" onClick={close}>
              Browse Templates
            </Link>
          </li>
          <li>
            <Link to="/reset-password-request" className="user-menu__item" onClick={close}>
              Reset Password
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="user-menu__item"
              onClick={() => void signOutAndLeave()}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
