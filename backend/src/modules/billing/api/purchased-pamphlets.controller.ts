import { Controller, Get, UnauthorizedException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentCaller, type Caller } from '../../auth/index.js';
import { ListPurchasedPamphletsQuery } from '../queries/list-purchased-pamphlets/list-purchased-pamphlets.query.js';
import type { PurchasedPamphletView } from '../queries/list-purchased-pamphlets/purchased-pamphlet.view.js';

@Controller('api/billing/purchased-pamphlets')
export class PurchasedPamphletsController {
  constructor(private readonly queries: QueryBus) {}

  /** The signed-in user's purchases, newest first. */
  @Get()
  list(@CurrentCaller() caller: Caller | null): Promise<PurchasedPamphletView[]> {
    if (!caller?.userId) throw new UnauthorizedException('Sign in to see your pamphlets.');
    return this.queries.execute(new ListPurchasedPamphletsQuery(caller.ownerId));
  }
}
