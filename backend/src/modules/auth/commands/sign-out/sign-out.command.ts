import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../security/caller.js';

/** End this browser's session. */
export class SignOutCommand extends Command<void> {
  constructor(readonly caller: Caller | null) {
    super();
  }
}
