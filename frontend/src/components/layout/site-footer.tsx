import { Link } from '@tanstack/react-router';
import { productName } from '../../lib/page-title';
import { LogoMark } from '../logo-mark';
import { SupportEmailLink } from '../support-email-link';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <LogoMark className="site-footer__mark" />
          <p className="site-footer__tagline">
            Pamphlets for saying goodbye, made with care and ready to print.
          </p>
        </div>

        <nav aria-label="Legal" className="site-footer__nav">
          <ul>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>

        <p className="site-footer__support">
          Questions or corrections? Write to us at <SupportEmailLink />.
        </p>

        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
