import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts a PDF/A invoice embeds (PDF/A forbids fonts that are not embedded, so the standard
 * 14 are out): DejaVu Sans and its bold, whose glyphs cover German, the € sign and the minus,
 * from the npm package dejavu-fonts-ttf (decision 052). Read once, on the first invoice.
 */
export interface PdfFonts {
  regularFont: Uint8Array;
  boldFont: Uint8Array;
}

let fonts: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  const packages = createRequire(import.meta.url);
  fonts ??= {
    regularFont: readFileSync(packages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    boldFont: readFileSync(packages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
