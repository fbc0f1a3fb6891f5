import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { ReactsToEvents, type Policy } from '../../../platform/event-store/policy.js';
import type { JobRequest } from '../../../platform/jobs/job-definition.js';
import type { TemplatePublished } from '../domain/template.events.js';
import { renderTemplateThumbnailJob } from '../jobs/render-template-thumbnail.job.js';

/** Every published version gets its cover pictured once, by a durable job. */
@ReactsToEvents()
@Injectable()
export class GenerateThumbnailWhenTemplatePublishedPolicy implements Policy {
  readonly eventTypes = ['TemplatePublished'];

  jobsFor(event: RecordedEvent): JobRequest[] {
    const { templateId, contentHash } = (event as RecordedEvent<TemplatePublished>).data;
    return [
      {
        definition: renderTemplateThumbnailJob,
        payload: { templateId, contentHash },
        dedupeKey: `template-thumbnail:${templateId}:${contentHash}`,
      },
    ];
  }
}
