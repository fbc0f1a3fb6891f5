import type { AppConfig } from '../../../config/app-config.js';
import {
  launchChromium,
  restrictToOrigin,
  waitUntilReachable,
} from '../../../platform/browser/chromium.js';

/** Width in device pixels of a stored thumbnail: cards show it about 440 px wide at 2×. */
export const thumbnailWidthPx = 880;
const cssPixelsPerInch = 96;
const readyTimeoutMs = 30_000;

// Run inside the page (as text: the server is compiled without the DOM's types).
const pageIsDrawn = `(() => {
  const { pamphletReady, pamphletError } = document.documentElement.dataset;
  return pamphletReady === 'true' || pamphletError !== undefined;
})()`;
const pageProblem = `(() => {
  const error = document.documentElement.dataset.pamphletError;
  if (error !== undefined) return 'the renderer reported: ' + error;
  const broken = [...document.images]
    .filter((image) => !image.complete || image.naturalWidth === 0)
    .map((image) => image.getAttribute('src'));
  return broken.length > 0 ? 'broken images: ' + broken.join(', ') : null;
})()`;

/** Raised when the rendered cover is not fit to show: an image failed, or the page reported an error. */
export class CoverRenderError extends Error {}

/**
 * Opens `/render-pdf` for the template in headless Chromium, waits until the renderer reports
 * every font and image loaded, checks that no image is broken and takes a PNG of the cover
 * side (page 0), scaled so it is `thumbnailWidthPx` wide.
 */
export async function captureTemplateCover(
  config: Pick<AppConfig, 'appUrl' | 'chromePath'>,
  templateId: string,
  trimWidthIn: number,
): Promise<Buffer> {
  await waitUntilReachable(config.appUrl);
  const chromium = await launchChromium(config.chromePath);
  try {
    const page = await chromium.browser.newPage();
    await restrictToOrigin(page, new URL(config.appUrl).origin);
    await page.setViewport({
      width: 1280,
      height: 1600,
      deviceScaleFactor: thumbnailWidthPx / (trimWidthIn * cssPixelsPerInch),
    });
    await page.goto(`${config.appUrl}/render-pdf?templateId=${encodeURIComponent(templateId)}`, {
      waitUntil: 'load',
    });
    await page.waitForFunction(pageIsDrawn, { timeout: readyTimeoutMs });
    const problem = (await page.evaluate(pageProblem)) as string | null;
    if (problem)
      throw new CoverRenderError(`The cover of ${templateId} did not render: ${problem}.`);
    const cover = await page.$('[data-pamphlet-side="0"]');
    if (!cover) throw new CoverRenderError(`The page of ${templateId} shows no cover side.`);
    return Buffer.from(await cover.screenshot({ type: 'png' }));
  } finally {
    await chromium.close();
  }
}
