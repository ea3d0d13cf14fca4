/**
 * The HTML frame every message shares: a plain, single-column document with inline styles (mail
 * clients drop <style> blocks and external CSS). `subjectLine` is the rendered subject; the
 * template's content goes where `@partial-block` is. Every value is escaped.
 */
export const EMAIL_LAYOUT = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subjectLine}}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
{{> @partial-block }}
</td></tr>
</table>
<p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b7280;margin:16px 0 0;">This message was sent by Clubline. Please do not reply to it.</p>
</td></tr>
</table>
</body>
</html>
`;
