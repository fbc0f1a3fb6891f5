/** Name of the service as it appears to customers. */
export const productName = 'Pamphlet Studio';

/** Builds a document title such as "Privacy Policy · Pamphlet Studio". */
export function pageTitle(page: string): string {
  return `${page} · ${productName}`;
}
