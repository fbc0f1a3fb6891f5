import { imageUrl } from '../../../pamphlet/lib/image-url';

type Props = {
  thumbnail: string | null | undefined;
  /** Rendered width on the page, for the browser to pick a sharp enough picture. */
  sizes: string;
  isEager?: boolean;
};

/**
 * A template's real cover, pictured from the template itself; a quiet placeholder until that
 * picture exists. Decorative: the card's title names the template.
 */
export function TemplateCover({ thumbnail, sizes, isEager = false }: Props) {
  const small = imageUrl(thumbnail, { width: 440 });
  const large = imageUrl(thumbnail, { width: 880 });
  return (
    <div className="template-cover">
      {small && large ? (
        <img
          className="template-cover__image"
          src={small}
          srcSet={`${small} 440w, ${large} 880w`}
          sizes={sizes}
          alt=""
          width={440}
          height={680}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="template-cover__placeholder" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <path
              d="M24 40c0-10 4-18 12-24M24 40c0-8-3-14-9-18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
            <path
              d="M36 16c-6 0-9 3-10 7 5 1 9-2 10-7ZM15 22c5-1 8 1 9 5-4 1-8-1-9-5Z"
              fill="currentColor"
              opacity="0.35"
            />
          </svg>
        </div>
      )}
    </div>
  );
}
