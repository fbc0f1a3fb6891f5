import type { PrintFormat } from '../types';

const inches = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 100
    ? value
    : fallback;

/** The trim size of one side in inches, as CSS lengths. */
export function trimSize(format: PrintFormat | undefined): { width: string; height: string } {
  return {
    width: `${inches(format?.trim_width_in, 5.5)}in`,
    height: `${inches(format?.trim_height_in, 8.5)}in`,
  };
}

/** The @page rule that prints one side per sheet of exactly its trim size, without margins. */
export function pageRule(format: PrintFormat | undefined): string {
  const { width, height } = trimSize(format);
  return `@page { size: ${width} ${height}; margin: 0; }`;
}
