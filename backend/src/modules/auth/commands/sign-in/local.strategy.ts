import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientAddress } from '../../security/client-address.js';
import { Credentials } from './credentials.js';

/** passport-local over the spec's fields: `email` and `password`. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly credentials: Credentials) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  /** Returns the verified user id, which passport puts on the request. */
  validate(request: Request, email: string, password: string): Promise<string> {
    return this.credentials.verify(email, password, clientAddress(request));
  }
}

/** Runs the local strategy; a request without both fields gets a 400 that says so. */
@Injectable()
export class CredentialsGuard extends AuthGuard('local') {
  override handleRequest<TUser>(
    error: unknown,
    user: TUser,
    _info: unknown,
    _context: ExecutionContext,
  ): TUser {
    if (error instanceof Error) throw error;
    if (!user) throw new BadRequestException('Enter your email and password.');
    return user;
  }
}
