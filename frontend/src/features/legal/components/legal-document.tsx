import type { ReactNode } from 'react';
import { legalEffectiveDate } from '../../../lib/product-terms';
import './legal-document.css';

/** One numbered part of a legal text; `id` is its anchor in the page's contents list. */
export type LegalSection = {
  id: string;
  title: string;
  content: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  introduction: ReactNode;
  sections: readonly LegalSection[];
};

/** Lays out a legal text: title, effective date, contents list and numbered sections. */
export function LegalDocument({ title, introduction, sections }: LegalDocumentProps) {
  return (
    <article className="legal container">
      <div className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">Last updated: {legalEffectiveDate}</p>
        <div className="legal__introduction">{introduction}</div>
      </div>

      <nav className="legal__contents" aria-labelledby="legal-contents-heading">
        <h2 id="legal-contents-heading" className="legal__contents-heading">
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal__section">
          <h2>
            <span className="legal__number">{index + 1}.</span> {section.title}
          </h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}
