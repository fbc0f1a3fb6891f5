import { TemplateCover } from './template-cover';
import { createTemplateHref } from '../create-link';
import './template-card.css';

type Props = {
  id: string;
  name: string;
  description: string;
  thumbnail: string | null | undefined;
  tags?: readonly string[];
  headingLevel?: 'h2' | 'h3';
  sizes: string;
  isEager?: boolean;
};

/**
 * A template in a grid of cards. The whole card and its Make one like this button open the
 * editor on the template (spec §2).
 */
export function TemplateCard({
  id,
  name,
  description,
  thumbnail,
  tags = [],
  headingLevel: Heading = 'h3',
  sizes,
  isEager,
}: Props) {
  const href = createTemplateHref(id);
  return (
    <article className="template-card" data-template-id={id}>
      <TemplateCover thumbnail={thumbnail} sizes={sizes} isEager={isEager} />
      <div className="template-card__body">
        <Heading className="template-card__title">
          <a className="template-card__link" href={href}>
            {name}
          </a>
        </Heading>
        <p className="template-card__description">{description}</p>
        {tags.length > 0 && (
          <ul className="template-card__tags" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <a className="button button--quiet template-card__action" href={href}>
          Make one like this
          <span className="visually-hidden">: {name}</span>
        </a>
      </div>
    </article>
  );
}
