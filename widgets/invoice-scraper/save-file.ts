/**
 * Offers text as a file to save ('invoice-2026-0001.csv'): a Blob behind a temporary link with
 * `download`, clicked once. The link is never in the page, and its object URL is let go once the
 * browser has started the download.
 */
export function saveFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
