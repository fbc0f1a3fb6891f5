import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's read model: published templates with their cover thumbnails, and popularity
 * from real use. All of it is a projection of events, rebuilt by `npm run replay`.
 */
export class CreateCatalogue extends Migration {
  override name = '20261122100000_create-catalogue';

  override up(): void {
    this.addSql(`
      create table catalogue_templates (
        template_id text primary key,
        content_hash text not null,
        display_name text not null,
        description text not null,
        tags jsonb not null,
        template jsonb not null,
        thumbnail_file_id text,
        thumbnail_content_hash text,
        published_at timestamptz not null
      )`);
    this.addSql(`
      create table catalogue_popularity (
        template_id text primary key,
        score integer not null
      )`);
    this.addSql(`
      create table catalogue_popularity_signals (
        kind text not null,
        source_stream text not null,
        template_id text not null,
        primary key (kind, source_stream, template_id)
      )`);
  }

  override down(): void {
    this.addSql('drop table catalogue_popularity_signals');
    this.addSql('drop table catalogue_popularity');
    this.addSql('drop table catalogue_templates');
  }
}
