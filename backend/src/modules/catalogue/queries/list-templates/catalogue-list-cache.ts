import { Injectable } from '@nestjs/common';
import type { CatalogueEntryDto } from './list-templates.response.dto.js';

/** How long another process's change (a purchase, a new thumbnail) may take to show. */
export const catalogueListTtlMs = 1_000;

/**
 * The catalogue list, kept for a moment: every visitor of the landing page and /browse asks
 * for it, and it changes rarely. The catalogue projection empties it whenever this process
 * records a change, so a change made here shows at once; other processes' within the TTL.
 */
@Injectable()
export class CatalogueListCache {
  private cached: { entries: CatalogueEntryDto[]; until: number } | null = null;

  get(): CatalogueEntryDto[] | null {
    if (!this.cached || performance.now() > this.cached.until) return null;
    return this.cached.entries;
  }

  set(entries: CatalogueEntryDto[]): void {
    this.cached = { entries, until: performance.now() + catalogueListTtlMs };
  }

  invalidate(): void {
    this.cached = null;
  }
}
