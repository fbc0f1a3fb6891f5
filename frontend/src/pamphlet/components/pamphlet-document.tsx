import { sortPages } from '../lib/order';
import { styleFor, toCssProperties } from '../lib/style';
import type { Medium, PamphletTemplate } from '../types';
import { PamphletSide } from './pamphlet-side';
import '../pamphlet.css';

type Props = { template: PamphletTemplate; medium: Medium };

/**
 * Every side of a template, in page order. On screen the template's container style frames
 * them; in print each side stands alone on its own sheet.
 */
export function PamphletDocument({ template, medium }: Props) {
  const pages = sortPages(template.pages);
  const lastPageNumber = pages.at(-1)?.page_number ?? 0;
  const style =
    medium === 'screen'
      ? toCssProperties(styleFor(template.template_container_formats, medium))
      : undefined;
  return (
    <div className={`pamphlet pamphlet--${medium}`} style={style}>
      {pages.map((page) => (
        <PamphletSide
          key={page.page_number}
          template={template}
          page={page}
          lastPageNumber={lastPageNumber}
          medium={medium}
        />
      ))}
    </div>
  );
}
