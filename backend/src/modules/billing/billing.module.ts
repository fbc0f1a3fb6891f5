import { Module } from '@nestjs/common';
import { PurchasedPamphletsController } from './api/purchased-pamphlets.controller.js';
import { PurchasedPamphletsProjection } from './projections/purchased-pamphlets/purchased-pamphlets.projection.js';
import { ListPurchasedPamphletsHandler } from './queries/list-purchased-pamphlets/list-purchased-pamphlets.handler.js';

const queryHandlers = [ListPurchasedPamphletsHandler];
const projections = [PurchasedPamphletsProjection];

/** Purchases and their downloads (checkout and fulfilment arrive with issue 7). */
@Module({
  controllers: [PurchasedPamphletsController],
  providers: [...queryHandlers, ...projections],
})
export class BillingModule {}
