/**
 * Pages that later work adds. The router's typed `to` accepts only routes that already exist,
 * so until their route files land these are linked with plain anchors (a full page load).
 * Replace each use with a router `<Link to>` once its route exists, then drop it from here.
 */
export const upcomingPaths = {
  create: '/create',
} as const;
