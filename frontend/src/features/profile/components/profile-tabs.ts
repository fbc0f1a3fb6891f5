/** Tabs of the profile page. Only the first two are offered in its menu (spec section 2). */
export const profileTabs = [
  'pamphlets',
  'settings',
  'account',
  'billing',
  'notifications',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const isProfileTab = (value: unknown): value is ProfileTab =>
  typeof value === 'string' && (profileTabs as readonly string[]).includes(value);
