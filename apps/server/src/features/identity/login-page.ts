import { createHash } from 'node:crypto';

/**
 * The sign-in pages the identity provider shows. Plain server-rendered HTML: they must work
 * before the web app (and its bundle) is involved, and they hold a password, so no third-party
 * script or font is loaded.
 */

export interface LoginPageModel {
  organisationName: string;
  /** Where the form posts: the same interaction it was shown for. */
  action: string;
  username?: string;
  error?: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Colours are the web theme's AA shades (apps/web/src/app/theme/palettes.ts, docs/accessibility.md):
// teal 6 #0c7d5b under white text 5.1:1, its hover teal 7 #0b7152, input edges gray 4 #888c90 (3:1).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
input,button{font:inherit}
main{width:100%;max-width:380px;margin:16px;padding:32px;background:#fff;border-radius:8px;
  box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
h1{margin:0;font-size:1.5rem;color:#0c7d5b;letter-spacing:.02em}
.organisation{margin:4px 0 24px;color:#495057}
label{display:block;margin:16px 0 6px;font-weight:600;font-size:.9rem}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #888c90;border-radius:4px}
input:focus{outline:2px solid #0c7d5b;outline-offset:1px;border-color:#0c7d5b}
button{width:100%;margin-top:24px;padding:11px;font-size:1rem;font-weight:600;color:#fff;
  background:#0c7d5b;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#0b7152}
.error{margin:16px 0 0;padding:10px 12px;border-radius:4px;background:#fff5f5;color:#c92a2a;
  border:1px solid #ffc9c9}
`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(model: LoginPageModel): string {
  const username = model.username ?? '';
  const error = model.error
    ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(model.error)}</p>`
    : '';
  const describedBy = model.error ? ' aria-describedby="sign-in-error"' : '';
  // Focus goes where the user continues: the password after a failed attempt with a username.
  const focusPassword = username !== '';
  return page(
    `Sign in · ${model.organisationName}`,
    `<h1>Clubline</h1>
<p class="organisation">${escapeHtml(model.organisationName)}</p>
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${error}
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
  spellcheck="false" required value="${escapeHtml(username)}"${describedBy}${focusPassword ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${focusPassword ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

export interface NewPasswordPageModel {
  organisationName: string;
  action: string;
  username: string;
  /** The temporary passcode just accepted: posted again with the new password. */
  passcode: string;
  error?: string;
}

/** After a temporary passcode (Reset password): the user chooses their own password. */
export function newPasswordPage(model: NewPasswordPageModel): string {
  const error = model.error
    ? `<p class="error" id="new-password-error" role="alert">${escapeHtml(model.error)}</p>`
    : '';
  const describedBy = model.error ? ' aria-describedby="new-password-error"' : '';
  return page(
    `Choose a new password · ${model.organisationName}`,
    `<h1>Clubline</h1>
<p class="organisation">${escapeHtml(model.organisationName)}</p>
<p>You signed in with a temporary passcode. Choose a new password to continue.</p>
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${error}
<input type="hidden" name="username" value="${escapeHtml(model.username)}">
<input type="hidden" name="password" value="${escapeHtml(model.passcode)}">
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required autofocus${describedBy}>
<label for="confirmPassword">Confirm new password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required${describedBy}>
<button type="submit">Set password and sign in</button>
</form>`,
  );
}

/** A short page for dead ends (an expired sign-in, an unknown client), with a way back. */
export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>Clubline</h1>
<p class="organisation">${escapeHtml(title)}</p>
<p>${escapeHtml(message)}</p>`,
  );
}

const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * The sign-out page's own Content-Security-Policy: nothing but its inline style and its one
 * inline script (by hash), so the api-wide policy (no inline script) need not be loosened.
 */
export const LOGOUT_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${createHash(
  'sha256',
)
  .update(LOGOUT_SCRIPT)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * Signing out: oidc-provider's confirmation form, submitted at once. The web app only sends
 * staff here when they chose Log out, so asking again would be noise; without script the
 * button still works.
 */
export function logoutPage(form: string): string {
  const autoSubmitForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    'Signing out',
    `<h1>Clubline</h1>
<p class="organisation">Signing you out…</p>
${autoSubmitForm}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}
