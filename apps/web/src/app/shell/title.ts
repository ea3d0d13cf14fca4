import { PRODUCT_NAME } from '../constants.ts';

/**
 * The browser tab title (spec 1 §2.2): page title, then base title, then the product name. In a
 * forced-domain session a prefix and a suffix name the domain, so a tab on a borrowed
 * organisation is never mistaken for the real one.
 */
export interface TitleParts {
  pageTitle?: string | null;
  baseTitle?: string | null;
  /** The forced domain, when the session runs on one. */
  forcedDomain?: string | null;
}

const TITLE_SEPARATOR = ' | ';

export function documentTitle({ pageTitle, baseTitle, forcedDomain }: TitleParts): string {
  const parts: string[] = [];
  for (const part of [pageTitle, baseTitle, PRODUCT_NAME]) {
    const text = part?.trim();
    if (text && parts.at(-1) !== text) parts.push(text);
  }
  const title = parts.join(TITLE_SEPARATOR);
  return forcedDomain ? `[${forcedDomain}] ${title} [${forcedDomain}]` : title;
}
