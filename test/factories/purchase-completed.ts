import type { PurchaseCompleted } from '../../backend/src/modules/billing/index.js';

/** A PurchaseCompleted event as billing records it, for read models that count purchases. */
export function purchaseCompleted(templateId: string, purchaseId: string): PurchaseCompleted {
  return {
    type: 'PurchaseCompleted',
    data: {
      purchaseId,
      purchaseShortId: purchaseId.slice(0, 8).toUpperCase(),
      templateId,
      title: `Pamphlet from ${templateId}`,
      thumbnail: null,
      ownerId: 'guest:0f8fad5b-d9cb-469f-a165-70867728950e',
    },
  };
}
