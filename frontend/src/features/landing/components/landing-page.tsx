import { Link } from '@tanstack/react-router';
import { SupportEmailLink } from '../../../components/support-email-link';
import { formatUsd } from '../../../lib/format-price';
import { guaranteeDays, pricePerDesignUsd } from '../../../lib/product-terms';
import { useTemplateList } from '../../catalogue/api/list-templates';
import { TemplateCard } from '../../catalogue/components/template-card';
import { featuredTemplates } from '../featured-templates';
import { PamphletIllustration } from './pamphlet-illustration';
import './landing-page.css';

const steps = [
  {
    title: 'Pick a template',
    text: 'Choose from designs made for funerals, memorials and celebrations of life.',
  },
  {
    title: 'Add content',
    text: 'Write their name, dates and story, and add the photographs you love. Every change is kept as you go.',
  },
  {
    title: 'Download and print',
    text: 'Receive a high-resolution, print-ready PDF to print at home or hand to your printer.',
  },
];

const services = ['High-resolution PDF', 'Print-ready format', 'Minor corrections included'];

export function LandingPage() {
  // The cards show their real covers once the catalogue answers; until then, quiet placeholders.
  const { data: catalogue } = useTemplateList();
  const thumbnailOf = (id: string) =>
    catalogue?.find((entry) => entry._id === id)?.template_display_thumbnail ?? null;

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
          <Link to="/browse" className="button button--large">
            Browse Templates
          </Link>
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

      <section className="landing-section container" aria-labelledby="templates-heading">
        <div className="landing-section__intro">
          <h2 id="templates-heading">Designs made for remembering</h2>
          <p>
            Each template is a starting point: change any word, add your own photographs, and make
            it theirs.
          </p>
        </div>
        <ul className="featured-templates">
          {featuredTemplates.map((template) => (
            <li key={template.id}>
              <TemplateCard
                id={template.id}
                name={template.name}
                description={template.description}
                thumbnail={thumbnailOf(template.id)}
                sizes="(max-width: 40rem) 90vw, (max-width: 64rem) 45vw, 16rem"
              />
            </li>
          ))}
        </ul>
        <p className="landing-section__more">
          <Link to="/browse">See all templates</Link>
        </p>
      </section>

      <section className="landing-band" aria-labelledby="how-heading">
        <div className="container">
          <h2 id="how-heading" className="landing-band__heading">
            How it works
          </h2>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-section container" aria-labelledby="testimonial-heading">
        <h2 id="testimonial-heading" className="visually-hidden">
          A word from us
        </h2>
        {/* No family has been quoted yet: until one agrees to be, the makers speak for themselves
            rather than invent a customer (docs/decisions.md). */}
        <figure className="testimonial">
          <blockquote>
            <p>
              We built Pamphlet Studio for the week nobody plans for. Your words are saved as you
              type, the preview is exactly what prints, and if anything needs mending after the
              service, we mend it with you, free, for 30 days.
            </p>
          </blockquote>
          <figcaption>The Pamphlet Studio team</figcaption>
        </figure>
      </section>

      <section className="landing-band" aria-labelledby="pricing-heading">
        <div className="container pricing">
          <div className="pricing__text">
            <h2 id="pricing-heading">Pricing and services</h2>
            <p>
              One simple price for each pamphlet design, with no subscription. You see the full
              preview before you pay.
            </p>
          </div>
          <div className="pricing__card">
            <p className="pricing__price">
              <span className="pricing__amount">{formatUsd(pricePerDesignUsd)}</span>
              <span className="pricing__unit">per pamphlet design</span>
            </p>
            <ul className="pricing__services">
              {services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
            <p className="pricing__guarantee">
              <strong>{guaranteeDays}-day guarantee.</strong> If something is not right, we refund
              you or make minor corrections at no charge within {guaranteeDays} days of delivery.
            </p>
          </div>
        </div>
      </section>

      <section className="landing-section container help" aria-labelledby="help-heading">
        <h2 id="help-heading">We’re here to help</h2>
        <p>
          Unsure about wording, photographs or printing? Write to us at <SupportEmailLink /> and we
          will help you finish.
        </p>
      </section>

      <section className="final-cta" aria-labelledby="final-cta-heading">
        <div className="container final-cta__inner">
          <h2 id="final-cta-heading">Honour their story, beautifully</h2>
          <p>Start with a design you love; you can change every word and photograph.</p>
          <Link to="/browse" className="button button--large">
            Choose a template
          </Link>
        </div>
      </section>
    </>
  );
}
