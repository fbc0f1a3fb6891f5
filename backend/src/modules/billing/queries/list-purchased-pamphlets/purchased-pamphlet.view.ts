/** The spec's Purchased pamphlet. */
export type PurchasedPamphletView = {
  purchaseId: string;
  purchaseShortId: string;
  templateId: string;
  title: string;
  thumbnail: string | null;
  purchaseDate: string;
  downloadCount: number;
};
