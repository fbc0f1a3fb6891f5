import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from './request-context.js';

const logger = new Logger('Http');
const acceptableRequestId = /^[\w.-]{8,64}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane), returns it in the
 * response, and logs one structured line when the response is finished.
 */
export function logRequests(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.header('x-request-id');
  const requestId = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
  const startedAt = process.hrtime.bigint();
  response.setHeader('X-Request-Id', requestId);
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
    const entry = {
      requestId,
      method: request.method,
      path: request.originalUrl.split('?')[0],
      status: response.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
    };
    if (response.statusCode >= 500) logger.error(entry);
    else logger.log(entry);
  });
  requestContext.run({ requestId }, next);
}
