import type { MailContext } from '../mail-context.js';
import type { MailBlock, MailContent } from '../mail-content.js';
import { oneLine } from './one-line.js';
import { assertWebUrl } from './web-url.js';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return oneLine(block.text);
    case 'list':
      return block.items.map((item, index) => `${index + 1}. ${oneLine(item)}`).join('\n');
    case 'button':
    case 'link':
      return `${oneLine(block.label)}:\n${assertWebUrl(block.url)}`;
  }
}

export function textLayout(content: MailContent, context: MailContext): string {
  const footer = [
    '-- ',
    `Bei Fragen erreichen Sie unseren Support unter ${context.product.supportEmail}.`,
    `${context.product.name} · Diese E-Mail wurde automatisch versendet.`,
  ].join('\n');
  return `${[oneLine(content.heading), ...content.blocks.map(blockText)].join('\n\n')}\n\n${footer}\n`;
}
