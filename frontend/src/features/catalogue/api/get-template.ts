import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PamphletTemplate } from '../../../pamphlet/types';

export const getTemplate = (templateId: string): Promise<PamphletTemplate> =>
  apiRequest<PamphletTemplate>(`/template/${encodeURIComponent(templateId)}`);

export const templateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: ['templates', 'detail', templateId],
    queryFn: () => getTemplate(templateId),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useTemplate = (templateId: string) => useQuery(templateQueryOptions(templateId));
