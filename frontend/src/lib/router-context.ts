import type { QueryClient } from '@tanstack/react-query';

/** What every route's loaders and guards receive from the router. */
export type RouterContext = {
  queryClient: QueryClient;
};
