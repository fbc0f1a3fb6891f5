/** Saved edits that do not fit their template; the message says what is wrong, for a 400. */
export class InvalidEditsError extends Error {}
