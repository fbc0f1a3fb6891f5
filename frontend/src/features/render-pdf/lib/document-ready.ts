/**
 * The signal the server's headless browser waits for before it prints or takes a picture:
 * `data-pamphlet-ready="true"` on <html> once fonts and every image have loaded, or
 * `data-pamphlet-error` saying what went wrong.
 */
export function markDocumentReady(): void {
  delete document.documentElement.dataset.pamphletError;
  document.documentElement.dataset.pamphletReady = 'true';
}

export function markDocumentFailed(reason: string): void {
  delete document.documentElement.dataset.pamphletReady;
  document.documentElement.dataset.pamphletError = reason;
}

export function clearDocumentReady(): void {
  delete document.documentElement.dataset.pamphletReady;
  delete document.documentElement.dataset.pamphletError;
}

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves true once the image has loaded and decoded, false if it failed. */
async function imageLoaded(image: HTMLImageElement): Promise<boolean> {
  if (!image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
  }
  if (image.naturalWidth === 0) return false;
  await image.decode().catch(() => undefined);
  return true;
}

/** Waits for the drawn pamphlet's fonts and images; answers the sources of broken images. */
export async function waitForPamphlet(root: HTMLElement): Promise<string[]> {
  await nextFrame();
  // Reading the layout makes the browser request the fonts the text uses before fonts.ready.
  void root.offsetHeight;
  await document.fonts.ready;
  const images = [...root.querySelectorAll('img')];
  const loaded = await Promise.all(images.map(imageLoaded));
  await nextFrame();
  return images.filter((_, index) => !loaded[index]).map((image) => image.src);
}
