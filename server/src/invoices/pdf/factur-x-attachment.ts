import { embedFacturX, PDFArray, PDFDict, PDFName, PDFString, type PDFDocument } from '@cantoo/pdf-lib';

/** The name Factur-X and ZUGFeRD 2 give the XML of the EN 16931 profile. */
export const facturXFileName = 'factur-x.xml';

/**
 * Makes the PDF a PDF/A-3b carrying the CII XML as Factur-X/ZUGFeRD of the EN 16931 profile:
 * @cantoo/pdf-lib's `embedFacturX` adds the associated file (relationship Alternative: the XML
 * is the invoice in another form, and in Germany the structured data are what counts), the
 * XMP with `pdfaid` and the Factur-X extension schema, the sRGB output intent and the file ID.
 */
export async function attachFacturX(pdf: PDFDocument, xml: string, modified: Date): Promise<void> {
  await embedFacturX(pdf, new TextEncoder().encode(xml), {
    conformanceLevel: 'EN 16931',
    fileName: facturXFileName,
    creationDate: modified,
    modificationDate: modified,
  });
  await pdf.flush();
  plainFileName(pdf);
}

/**
 * pdf-lib writes the file's Unicode name (/UF) as UTF-16; poppler 22.12 (Debian 12), and so
 * `pdfdetach -savefile factur-x.xml`, then does not find the file. An ASCII name may be
 * written as a plain string, which every reader matches.
 */
function plainFileName(pdf: PDFDocument): void {
  const associated = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; index < (associated?.size() ?? 0); index++) {
    const fileSpec = associated?.lookup(index, PDFDict);
    if (fileSpec?.lookup(PDFName.of('F')) instanceof PDFString) fileSpec.set(PDFName.of('UF'), PDFString.of(facturXFileName));
  }
}
