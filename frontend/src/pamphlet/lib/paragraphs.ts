/**
 * The paragraphs of a multiline text: separated by blank lines (spaces allowed on them), each
 * trimmed of surrounding blank lines; single line breaks stay inside their paragraph.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}
