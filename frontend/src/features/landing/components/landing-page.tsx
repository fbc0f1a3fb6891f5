import { guaranteeDays, pricePerDesignUsd } from '../../../lib/product-terms';
import { upcomingPaths } from '../../../lib/upcoming-paths';
import { PamphletIllustration } from './pamphlet-illustration';
import './landing-page.css';

export function LandingPage() {
  return (
    <>
      <section className="hero container" aria-labelledby="hero-heading">
        <div className="hero__text">
          <p className="hero__eyebrow">Funeral and memorial pamphlets</p>
          <h1 id="hero-heading">Beautiful funeral and memorial pamphlets, made with care</h1>
          <p className="hero__lead">
            Choose a template, add the words and photographs that tell their story, and receive a
            print-ready PDF for the service. Take your time; your changes are kept as you go.
          </p>
          <a href={upcomingPaths.browse} className="button button--large">
            Browse Templates
          </a>
        </div>
        <div className="hero__art">
          <PamphletIllustration />
        </div>
      </section>

      <section className="promise" aria-labelledby="promise-heading">
        <div className="promise__inner container">
          <h2 id="promise-heading" className="visually-hidden">
            Price and guarantee
          </h2>
          <p className="promise__offer">
            ${pricePerDesignUsd} per pamphlet design, high-resolution PDF, print-ready format, minor
            corrections included.
          </p>
          <p className="promise__guarantee">
            <strong>{guaranteeDays}-day guarantee:</strong> refunds and minor corrections at no
            charge within {guaranteeDays} days of delivery.
          </p>
        </div>
      </section>
    </>
  );
}
