import type { Request } from 'express';

/** The client's address for throttling: Express's view of it (honours `trust proxy`). */
export const clientAddress = (request: Request): string =>
  request.ip ?? request.socket.remoteAddress ?? 'unknown';
