/** Settings the server injects into the page as `window.__APP_CONFIG__` before the app loads. */
export type AppConfig = {
  supportEmail?: string;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adding a property to the DOM's Window needs interface merging; a type alias cannot merge.
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

const defaultSupportEmail = 'support@pamphlet.studio';

/** The address families write to for help, as configured on the server. */
export function getSupportEmail(): string {
  return window.__APP_CONFIG__?.supportEmail?.trim() || defaultSupportEmail;
}
