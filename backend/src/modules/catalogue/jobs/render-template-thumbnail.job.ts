import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-definition.js';

/** Picture the cover of one published template version for its catalogue card. */
export const renderTemplateThumbnailJob = defineJob({
  name: 'catalogue.render-template-thumbnail',
  version: 1,
  schema: z.object({
    templateId: z.string().min(1),
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  maxAttempts: 6,
  backoff: { initialMs: 5_000, maxMs: 10 * 60_000 },
  leaseMs: 120_000,
});

export type RenderTemplateThumbnailPayload = z.infer<typeof renderTemplateThumbnailJob.schema>;
