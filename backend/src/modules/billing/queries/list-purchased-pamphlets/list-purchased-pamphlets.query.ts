import { Query } from '@nestjs/cqrs';
import type { OwnerId } from '../../../auth/index.js';
import type { PurchasedPamphletView } from './purchased-pamphlet.view.js';

/** The pamphlets an owner bought, newest first. */
export class ListPurchasedPamphletsQuery extends Query<PurchasedPamphletView[]> {
  constructor(readonly ownerId: OwnerId) {
    super();
  }
}
