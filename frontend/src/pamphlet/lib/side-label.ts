/** What a side is called (spec §2): Cover for page 0, Back cover for the last, else Page N. */
export function sideLabel(pageNumber: number, lastPageNumber: number): string {
  if (pageNumber === 0) return 'Cover';
  if (pageNumber === lastPageNumber) return 'Back cover';
  return `Page ${pageNumber}`;
}
