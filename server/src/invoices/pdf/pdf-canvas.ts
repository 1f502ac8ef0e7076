import { rgb, type PDFDocument, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

/** A4 in points, and the margins every page keeps. */
export const pageSize: [number, number] = [595.28, 841.89];
export const margin = { left: 56, right: 56, top: 56, bottom: 80 };
export const contentWidth = pageSize[0] - margin.left - margin.right;

/** Device colours only: the output intent's sRGB profile gives them their meaning (PDF/A). */
export const black = rgb(0, 0, 0);
export const grey = rgb(0.4, 0.4, 0.4);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: typeof black;
  /** `right`: x is where the text ends. */
  align?: 'left' | 'right';
}

/**
 * Writes the invoice top to bottom: a cursor (`y`) that moves down, and a new page when the
 * next block does not fit, so long line lists run on over pages.
 */
export class PdfCanvas {
  page: PDFPage;
  y: number;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const left = style.align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: left, y, size, font, color: style.colour ?? black });
  }

  rule(y: number, from = margin.left, to = pageSize[0] - margin.right): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: grey });
  }

  /** Words of `text` in lines no wider than `width`. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const size = style.size ?? 9;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    return line ? [...lines, line] : lines;
  }

  /** Writes a wrapped paragraph at the cursor and moves below it. */
  paragraph(text: string, style: TextStyle = {}, width = contentWidth): void {
    const leading = (style.size ?? 9) * 1.35;
    for (const line of this.wrap(text, width, style)) {
      this.ensureRoom(leading);
      this.text(line, margin.left, this.y, style);
      this.y -= leading;
    }
  }

  /** Starts a new page when less than `height` is left above the footer. */
  ensureRoom(height: number): void {
    if (this.y - height >= margin.bottom) return;
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }
}
