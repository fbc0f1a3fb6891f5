import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { callerFrom, setCaller } from './caller.js';
import { sessionTokenOf } from './session-cookie.js';
import { SessionStore } from './session-store.js';

/** Resolves the session cookie of every request into its caller, once, before any handler. */
@Injectable()
export class CallerMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionStore) {}

  async use(request: Request, _response: Response, next: NextFunction): Promise<void> {
    const token = sessionTokenOf(request);
    const session = token ? await this.sessions.findLive(token) : null;
    if (session) setCaller(request, callerFrom(session));
    next();
  }
}
