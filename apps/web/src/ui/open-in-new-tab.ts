/** Opens an address (a signed download, a report) in a new tab, without giving it this window. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
