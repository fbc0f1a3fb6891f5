import autocannonModule from 'autocannon';

/** The part of autocannon's result the benchmarks report. */
export type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
};

type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
};

// autocannon ships no types (see autocannon.d.ts); this is the one call the benchmarks make.
const autocannon = autocannonModule as (options: LoadOptions) => Promise<LoadResult>;

/** Runs autocannon against a listening server and returns its figures. */
export const load = (options: LoadOptions): Promise<LoadResult> => autocannon(options);
