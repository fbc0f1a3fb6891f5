import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { ReactsToEvents, type Policy } from '../../../platform/event-store/policy.js';
import type { JobRequest } from '../../../platform/jobs/job-definition.js';
import type { PasswordResetRequested } from '../domain/account.events.js';
import { sendPasswordResetEmailJob } from '../jobs/send-password-reset-email.job.js';

/** Every recorded reset request gets its e-mail, sent by a durable job. */
@ReactsToEvents()
@Injectable()
export class SendResetEmailWhenPasswordResetRequestedPolicy implements Policy {
  readonly eventTypes = ['PasswordResetRequested'];

  jobsFor(event: RecordedEvent): JobRequest[] {
    const { userId } = (event as RecordedEvent<PasswordResetRequested>).data;
    return [
      {
        definition: sendPasswordResetEmailJob,
        payload: { userId },
        dedupeKey: `password-reset-email:${event.streamId}:${event.streamVersion}`,
      },
    ];
  }
}
