/**
 * Billing's facts that other parts of the app read. Recorded by the checkout and fulfilment
 * work (issue 7); the shapes are fixed here so read models can be built and rebuilt from them.
 */

/** A payment succeeded: the pamphlet design now belongs to its owner. */
export type PurchaseCompleted = {
  type: 'PurchaseCompleted';
  data: {
    purchaseId: string;
    /** Short, unique, readable order id shown to the customer. */
    purchaseShortId: string;
    templateId: string;
    title: string;
    /** File id of the design's cover thumbnail, if there is one. */
    thumbnail: string | null;
    /** `user:<id>` or `guest:<id>`. */
    ownerId: string;
  };
};

/** The buyer downloaded the purchased PDF once more. */
export type PamphletDownloaded = { type: 'PamphletDownloaded'; data: { purchaseId: string } };

export type BillingEvent = PurchaseCompleted | PamphletDownloaded;
