/** The billing module's public surface. */
export { BillingModule } from './billing.module.js';
export type {
  BillingEvent,
  PamphletDownloaded,
  PurchaseCompleted,
} from './domain/billing.events.js';
