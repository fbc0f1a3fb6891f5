import { useSyncExternalStore } from 'react';

// Must match the key read by the pre-paint script in index.html.
const storageKey = 'darkMode';
const darkClass = 'dark';

const listeners = new Set<() => void>();

function isDarkModeOn(): boolean {
  return document.documentElement.classList.contains(darkClass);
}

function applyDarkMode(isDark: boolean): void {
  document.documentElement.classList.toggle(darkClass, isDark);
  listeners.forEach((listener) => listener());
}

/** Switches the theme and remembers the choice for the next visit. */
export function setDarkMode(isDark: boolean): void {
  applyDarkMode(isDark);
  try {
    localStorage.setItem(storageKey, String(isDark));
  } catch {
    // Storage can be unavailable (private browsing, blocked cookies); the theme still switches
    // for this visit, it just is not remembered.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the preference should not leave this one on the old theme.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === storageKey && event.newValue !== null) {
      applyDarkMode(event.newValue === 'true');
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the dark theme is on; re-renders when it changes. */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDarkModeOn);
}
