import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { guestOwner, userOwner, type OwnerId } from '../domain/owner.js';
import type { SessionRecord } from './session-store.js';

/** Who is making a request: their session, and the account or guest session that owns work. */
export type Caller = {
  sessionIdHash: string;
  userId: string | null;
  guestSessionId: string;
  ownerId: OwnerId;
};

export const callerFrom = (session: SessionRecord): Caller => ({
  sessionIdHash: session.idHash,
  userId: session.userId,
  guestSessionId: session.guestSessionId,
  ownerId: session.userId ? userOwner(session.userId) : guestOwner(session.guestSessionId),
});

const callers = new WeakMap<Request, Caller>();

export const setCaller = (request: Request, caller: Caller): void => {
  callers.set(request, caller);
};

/** The caller of a request, or null when it carries no live session. */
export const callerOf = (request: Request): Caller | null => callers.get(request) ?? null;

/**
 * Injects the caller into a handler. With `{ required: true }` a request without a live session
 * is refused with 401 and a message that says what to do.
 */
export const CurrentCaller = createParamDecorator(
  (options: { required?: boolean } | undefined, context: ExecutionContext): Caller | null => {
    const caller = callerOf(context.switchToHttp().getRequest<Request>());
    if (!caller && options?.required) {
      throw new UnauthorizedException('Your session has ended. Reload the page to continue.');
    }
    return caller;
  },
);
