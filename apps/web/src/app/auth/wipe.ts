import { wipeLoginInfo } from './login-info.ts';

/** oidc-client-ts keeps the tokens and pending sign-in state under this prefix. */
const OIDC_STORAGE_PREFIX = 'oidc.';

/** Wipes the login info: the cookie and every stored token (spec 1 §2.3, logout and debug). */
export function wipeSessionData(storage: Storage = window.localStorage, doc: Document = document): void {
  wipeLoginInfo(doc);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(OIDC_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
