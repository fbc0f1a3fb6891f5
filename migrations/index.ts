import { CreateEventStoreAndJobs } from './20261122030000_create-event-store-and-jobs.js';
import { CreateAccounts } from './20261122090000_create-accounts.js';
import { CreatePurchasedPamphlets } from './20261122091000_create-purchased-pamphlets.js';
import { CreateCatalogue } from './20261122100000_create-catalogue.js';
import { CreateDraftsAndUploadedImages } from './20261122110000_create-drafts-and-uploaded-images.js';

/** Every migration in the order it applies; the one way the schema changes. */
export const migrations = [
  CreateEventStoreAndJobs,
  CreateAccounts,
  CreatePurchasedPamphlets,
  CreateCatalogue,
  CreateDraftsAndUploadedImages,
];
