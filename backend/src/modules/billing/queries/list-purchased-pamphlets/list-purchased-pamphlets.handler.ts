import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database, type Row } from '../../../../platform/database/database.js';
import { ListPurchasedPamphletsQuery } from './list-purchased-pamphlets.query.js';
import type { PurchasedPamphletView } from './purchased-pamphlet.view.js';

const toView = (row: Row): PurchasedPamphletView => ({
  purchaseId: String(row.purchase_id),
  purchaseShortId: String(row.purchase_short_id),
  templateId: String(row.template_id),
  title: String(row.title),
  thumbnail: (row.thumbnail as string | null) ?? null,
  purchaseDate: new Date(row.purchase_date as string).toISOString(),
  downloadCount: Number(row.download_count),
});

@QueryHandler(ListPurchasedPamphletsQuery)
export class ListPurchasedPamphletsHandler implements IQueryHandler<ListPurchasedPamphletsQuery> {
  constructor(private readonly db: Database) {}

  async execute({ ownerId }: ListPurchasedPamphletsQuery): Promise<PurchasedPamphletView[]> {
    const rows = await this.db.query(
      'select * from purchased_pamphlets where owner_id = ? order by purchase_date desc, purchase_id',
      [ownerId],
    );
    return rows.map(toView);
  }
}
