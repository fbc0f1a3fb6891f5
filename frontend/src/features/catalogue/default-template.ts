/** The template used when a page is opened without a templateId (spec §2, /create). */
export const defaultTemplateId = 'sunset-beach';
