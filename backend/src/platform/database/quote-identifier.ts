/** Quotes a table or schema name for SQL, so a name can never become a statement. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
