import { upcomingPaths } from '../../lib/upcoming-paths';

/** Where a template opens for editing: /create?templateId={id} (spec §2). */
export const createTemplateHref = (templateId: string): string =>
  `${upcomingPaths.create}?templateId=${encodeURIComponent(templateId)}`;
