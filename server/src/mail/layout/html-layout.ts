import { escapeHtml } from '../escape-html.js';
import type { MailContext } from '../mail-context.js';
import type { MailBlock, MailContent } from '../mail-content.js';
import { assertWebUrl } from './web-url.js';

// Mail clients ignore <style> blocks and external CSS unreliably: inline styles and a table
// layout are what renders the same in Outlook, Gmail and Apple Mail.
const font = 'font-family:Arial,Helvetica,sans-serif;';
const paragraphStyle = `${font}font-size:15px;line-height:1.5;color:#222222;margin:0 0 16px;`;
const smallStyle = `${font}font-size:12px;line-height:1.5;color:#666666;margin:0 0 8px;`;

function anchor(url: string, label: string, style: string): string {
  return `<a href="${escapeHtml(assertWebUrl(url))}" style="${style}">${escapeHtml(label)}</a>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ol style="${paragraphStyle}padding-left:24px;">${block.items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`).join('')}</ol>`;
    case 'button':
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>',
        `<td style="background:#c8102e;border-radius:4px;">${anchor(block.url, block.label, `${font}display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;`)}</td>`,
        '</tr></table>',
        `<p style="${smallStyle}">Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br>${anchor(block.url, block.url, 'color:#666666;word-break:break-all;')}</p>`,
      ].join('');
    case 'link':
      return `<p style="${paragraphStyle}">${anchor(block.url, block.label, 'color:#c8102e;')}</p>`;
  }
}

export function htmlLayout(content: MailContent, context: MailContext): string {
  const product = escapeHtml(context.product.name);
  const support = escapeHtml(context.product.supportEmail);
  return `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f2f2f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f2f2;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="${font}padding:20px 32px;border-bottom:3px solid #c8102e;font-size:18px;font-weight:bold;color:#222222;">${product}</td></tr>
<tr><td style="padding:28px 32px 12px;">
<h1 style="${font}font-size:22px;line-height:1.3;color:#222222;margin:0 0 20px;">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e5e5;">
<p style="${smallStyle}">Bei Fragen erreichen Sie unseren Support unter <a href="mailto:${support}" style="color:#666666;">${support}</a>.</p>
<p style="${smallStyle}">${product} · Diese E-Mail wurde automatisch versendet.</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
