import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One template of the catalogue, as `GET /template/list` answers it (spec §3). */
export type CatalogueEntry = {
  _id: string;
  template_display_name: string;
  template_display_desc: string;
  template_display_tags: string[];
  /** File id of the cover picture, or null until it has been made. */
  template_display_thumbnail: string | null;
  template_popularity_score: number;
};

export const listTemplates = (): Promise<CatalogueEntry[]> =>
  apiRequest<CatalogueEntry[]>('/template/list');

export const templateListQueryOptions = () =>
  queryOptions({
    queryKey: ['templates', 'list'],
    queryFn: listTemplates,
    staleTime: 60_000,
    // One quick retry: a family waiting on "Loading…" is worse than an honest error.
    retry: 1,
    retryDelay: 500,
  });

export const useTemplateList = () => useQuery(templateListQueryOptions());
