import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../security/caller.js';
import type { SessionView } from './session.view.js';

/** Who this browser is: a signed-in user, a guest, or nobody yet. */
export class GetSessionUserQuery extends Query<SessionView> {
  constructor(readonly caller: Caller | null) {
    super();
  }
}
