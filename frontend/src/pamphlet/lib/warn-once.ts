const warned = new Set<string>();

/** Logs a console warning the first time a message is seen, not on every render. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
