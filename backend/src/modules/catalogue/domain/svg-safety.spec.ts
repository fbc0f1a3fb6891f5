import { svgProblem } from './svg-safety.js';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;

describe(svgProblem.name, () => {
  it('accepts shapes, gradients and references to fragments of the same file', () => {
    expect(
      svgProblem(
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
            '<path d="M0 0h10v10z" fill="url(#g)" opacity="0.5"/><use href="#g"/><use xlink:href="#g"/>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', 'it contains a <script> element'],
    ['<rect onload="alert(1)"/>', 'it has an event handler attribute (on…=)'],
    ['<foreignObject><div/></foreignObject>', 'it contains a <foreignObject> element'],
    ['<rect fill="url(https://x.test/a.svg#p)"/>', 'url() with something other than a #fragment'],
    ['<style>@import "https://x.test/a.css";</style>', 'it uses @import'],
    ['<use href="https://x.test/a.svg#p"/>', 'it links to something other than a #fragment'],
    ['<image width="1" height="1"/>', 'it embeds an <image>'],
  ])('refuses %s', (body, problem) => {
    expect(svgProblem(svg(body))).toContain(problem);
  });

  it('refuses a file that is not an SVG', () => {
    expect(svgProblem('<html></html>')).toBe('it is not an SVG document');
  });
});
