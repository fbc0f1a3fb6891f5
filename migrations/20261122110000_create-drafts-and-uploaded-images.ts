import { Migration } from '@mikro-orm/migrations';

/** Editing's read models: each draft's current saved edits, and who uploaded which photo. */
export class CreateDraftsAndUploadedImages extends Migration {
  override name = '20261122110000_create-drafts-and-uploaded-images';

  override up(): void {
    this.addSql(`
      create table editing_drafts (
        draft_id text primary key,
        owner_id text not null,
        template_id text not null,
        purchase_id text,
        edits jsonb not null,
        version integer not null,
        updated_at timestamptz not null
      )`);
    this.addSql(
      'create index editing_drafts_by_owner on editing_drafts (owner_id, template_id, purchase_id, updated_at desc)',
    );
    this.addSql(`
      create table editing_uploaded_images (
        file_id text not null,
        owner_id text not null,
        width integer not null,
        height integer not null,
        uploaded_at timestamptz not null,
        primary key (owner_id, file_id)
      )`);
  }

  override down(): void {
    this.addSql('drop table editing_uploaded_images');
    this.addSql('drop table editing_drafts');
  }
}
