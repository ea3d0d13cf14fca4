/**
 * A start-up message as index.html paints it (boot.css), without React or Mantine: what the page
 * says while the entry works before the app renders.
 */
export function showBootMessage(
  message: string,
  root: HTMLElement | null = document.getElementById('root'),
): void {
  if (!root) return;
  const page = document.createElement('div');
  page.className = 'boot-message';
  const text = document.createElement('p');
  text.setAttribute('role', 'status');
  text.setAttribute('aria-live', 'polite');
  text.textContent = message;
  page.append(text);
  root.replaceChildren(page);
}
