import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's Purchased pamphlet. */
export type PurchasedPamphlet = {
  purchaseId: string;
  purchaseShortId: string;
  templateId: string;
  title: string;
  thumbnail: string | null;
  purchaseDate: string;
  downloadCount: number;
};

export const purchasedPamphletsQueryOptions = () =>
  queryOptions({
    queryKey: ['purchased-pamphlets'],
    queryFn: () => apiRequest<PurchasedPamphlet[]>('/api/billing/purchased-pamphlets'),
  });

/**
 * Spec section 7: count the download, then fetch the PDF and save it as {purchaseShortId}.pdf.
 * Failures are only logged, as the spec says.
 */
export async function downloadPamphlet(pamphlet: PurchasedPamphlet): Promise<void> {
  try {
    await apiRequest(
      `/api/billing/purchased-pamphlets/${encodeURIComponent(pamphlet.purchaseId)}/download`,
      {
        method: 'POST',
        withCsrf: true,
      },
    );
    const query = new URLSearchParams({
      templateId: pamphlet.templateId,
      purchaseId: pamphlet.purchaseId,
    });
    const response = await fetch(`/api/outputs/generate-pdf?${query.toString()}`, {
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`The PDF could not be fetched (${response.status}).`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${pamphlet.purchaseShortId}.pdf`;
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    console.error('Download failed.', error);
  }
}
