import { createHash } from 'node:crypto';
import { stableJson } from './stable-json.js';

/** SHA-256 (hex) of a value's stable JSON: the identity of a template version's content. */
export const contentHash = (value: unknown): string =>
  createHash('sha256').update(stableJson(value)).digest('hex');
