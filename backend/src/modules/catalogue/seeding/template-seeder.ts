import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileStore } from '../../../platform/files/file-store.js';
import { repoRoot } from '../../../platform/http/repo-root.js';
import { PublishTemplateCommand } from '../commands/publish-template/publish-template.command.js';
import { loadTemplateSources } from './template-sources.js';

/** The templates that ship with the app: `backend/templates/<id>/template.json`. */
export const bundledTemplatesFolder = (): string => join(repoRoot(), 'backend', 'templates');

export type SeedReport = { templates: number; published: string[] };

/**
 * Publishes the template sources of a folder. It runs at every start of a web process: only
 * templates whose content changed are published again, and two processes seeding at once
 * publish each change once.
 */
@Injectable()
export class TemplateSeeder {
  private readonly logger = new Logger('Catalogue');

  constructor(
    private readonly files: FileStore,
    private readonly commands: CommandBus,
  ) {}

  async seed(folder = bundledTemplatesFolder()): Promise<SeedReport> {
    const { sources, skipped } = await loadTemplateSources(folder, async (bytes, contentType) => {
      const stored = await this.files.put(bytes, contentType);
      return stored.id;
    });
    if (skipped.length > 0) {
      this.logger.warn(`Catalogue: no template.json in ${skipped.join(', ')}; not published.`);
    }
    const published: string[] = [];
    for (const source of sources) {
      const result = await this.commands.execute(new PublishTemplateCommand(source));
      if (result.isPublished) published.push(source.templateId);
    }
    this.logger.log(
      `Catalogue: ${sources.length} templates, ${published.length} published as new or changed.`,
    );
    return { templates: sources.length, published };
  }
}
