import { Migration } from '@mikro-orm/migrations';

/** The read model behind "Your Pamphlets": one row per purchase, projected from billing events. */
export class CreatePurchasedPamphlets extends Migration {
  override name = '20261122091000_create-purchased-pamphlets';

  override up(): void {
    this.addSql(`
      create table purchased_pamphlets (
        purchase_id text primary key,
        purchase_short_id text not null unique,
        owner_id text not null,
        template_id text not null,
        title text not null,
        thumbnail text,
        purchase_date timestamptz not null,
        download_count integer not null default 0
      )`);
    this.addSql(
      'create index purchased_pamphlets_by_owner on purchased_pamphlets (owner_id, purchase_date desc)',
    );
  }

  override down(): void {
    this.addSql('drop table purchased_pamphlets');
  }
}
