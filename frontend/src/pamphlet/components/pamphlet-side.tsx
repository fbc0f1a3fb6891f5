import { sortFields } from '../lib/order';
import { trimSize } from '../lib/print-page';
import { sideLabel } from '../lib/side-label';
import { styleFor, toCssProperties } from '../lib/style';
import type { Medium, PamphletTemplate, TemplatePage } from '../types';
import { PamphletField } from './pamphlet-field';

type Props = {
  template: PamphletTemplate;
  page: TemplatePage;
  lastPageNumber: number;
  medium: Medium;
};

/** One side of the pamphlet at its trim size, with the template's and its own side style. */
export function PamphletSide({ template, page, lastPageNumber, medium }: Props) {
  const style = {
    ...toCssProperties({
      ...(styleFor(template.template_side_formats, medium) ?? {}),
      ...(styleFor(page.side_formats, medium) ?? {}),
    }),
    // The trim size is the paper's: no style may change it.
    ...trimSize(template.print_formats.default),
  };
  return (
    <section
      className="pamphlet-side"
      style={style}
      aria-label={sideLabel(page.page_number, lastPageNumber)}
      data-pamphlet-side={page.page_number}
    >
      {sortFields(page.page_fields).map((field) => (
        <PamphletField key={field.field_id} field={field} medium={medium} />
      ))}
    </section>
  );
}
