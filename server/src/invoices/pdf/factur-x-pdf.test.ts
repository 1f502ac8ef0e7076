import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream } from '@cantoo/pdf-lib';
import { cancellationOf } from '../cancellation.js';
import { ciiXml } from '../cii/cii-xml.js';
import type { InvoiceDocument } from '../invoice-document.js';
import { invoiceTotals } from '../invoice-totals.js';
import { readPdfWithPoppler, validateEInvoice, withEinvoiceTools } from '../test-support/einvoice-tools.js';
import {
  cancellationInvoice,
  discountedInvoice,
  germanInvoice,
  publicBuyerInvoice,
  reverseChargeInvoice,
} from '../test-support/example-invoices.js';
import { facturXPdf } from './factur-x-pdf.js';

// Each validation starts a JVM (about 2 s).
jest.setTimeout(60_000);

const created = new Date('2026-03-02T10:00:00Z');

const cases: { name: string; document: InvoiceDocument; shows: string[] }[] = [
  {
    name: 'a German buyer',
    document: germanInvoice,
    shows: ['Rechnung 2026-00017', 'Umsatzsteuer 19 % auf 1.746,50 €', '2.078,34 €', 'PO-4711'],
  },
  {
    name: 'an Austrian buyer (reverse charge)',
    document: reverseChargeInvoice,
    shows: ['Steuerschuldnerschaft des Leistungsempfängers', '§ 13b UStG', 'ATU12345678', 'ÖSTERREICH'],
  },
  { name: 'a public buyer', document: publicBuyerInvoice, shows: ['Leitweg-ID', '04011000-12345-67'] },
  {
    name: 'the cancellation of the first',
    document: cancellationInvoice,
    shows: ['Stornorechnung 2026-00021', 'hebt die Rechnung 2026-00017 vom 02.03.2026', 'Stornobetrag'],
  },
  { name: 'a discount', document: discountedInvoice, shows: ['Abzüglich Rabatt Neukunde', '−99,51 €', '400,01 €', '1.545,22 €'] },
];

describe('the ZUGFeRD / Factur-X PDF', () => {
  describe.each(cases)('for $name', ({ document, shows }) => {
    let pdf: Uint8Array;
    beforeAll(async () => {
      pdf = await facturXPdf(document, created);
    });

    it('carries the EN 16931 XML as factur-x.xml, an associated file of relationship Alternative', async () => {
      const loaded = await PDFDocument.load(pdf);
      const [attachment, ...others] = loaded.getAttachments();
      expect(others).toHaveLength(0);
      expect(attachment).toMatchObject({ name: 'factur-x.xml', mimeType: 'text/xml', afRelationship: 'Alternative' });
      expect(new TextDecoder().decode(attachment?.data)).toBe(ciiXml(document, invoiceTotals(document), 'en16931'));
      expect(loaded.catalog.lookup(PDFName.of('AF'), PDFArray).size()).toBe(1);
    });

    it('is a PDF/A with an sRGB output intent and the same title in its information and its XMP', async () => {
      const loaded = await PDFDocument.load(pdf, { updateMetadata: false });
      const intent = loaded.catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
      expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
      const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
      expect(profile.dict.lookup(PDFName.of('N'), PDFNumber).asNumber()).toBe(3);
      expect(loaded.getTitle()).toBe(`${document.cancels ? 'Stornorechnung' : 'Rechnung'} ${document.number}`);
      expect(loaded.getProducer()).toBe('@cantoo/pdf-lib');
    });

    withEinvoiceTools('reads in poppler as PDF/A-3b with Factur-X EN 16931 metadata, embedded fonts and the German text', () => {
      const { meta, fonts, text } = readPdfWithPoppler(pdf);
      expect(meta).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(meta).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      expect(meta).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>');
      expect(meta).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
      expect(meta).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(meta).toContain('<fx:Version>1.0</fx:Version>');
      expect(meta).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(meta).toContain(
        `<rdf:li xml:lang="x-default">${document.cancels ? 'Stornorechnung' : 'Rechnung'} ${document.number}</rdf:li>`,
      );
      const fontRows = fonts.split('\n').slice(2).filter(Boolean);
      expect(fontRows.length).toBeGreaterThan(0);
      for (const row of fontRows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes/);
      for (const words of [document.number, document.buyer.company, 'Leistungszeitraum', '01.03.2026 – 28.02.2027', ...shows]) {
        expect(text).toContain(words);
      }
    });

    withEinvoiceTools('holds an XML that pdfdetach extracts and that passes the official EN 16931 rules', () => {
      const { facturX } = readPdfWithPoppler(pdf);
      const { status, output } = validateEInvoice(facturX, { xrechnung: false });
      console.log(output.trim());
      expect(output).not.toMatch(/: (fatal|error) /);
      expect(status).toBe(0);
    });
  });

  withEinvoiceTools('shows the bank account for a transfer, but no bank account or GiroCode on a cancellation', async () => {
    expect(readPdfWithPoppler(await facturXPdf(germanInvoice, created)).text).toMatch(/IBAN DE02 1203 0000 0000 2020 51 · BIC BYLADEM1001/);
    const cancellation = readPdfWithPoppler(
      await facturXPdf(cancellationOf(germanInvoice, { number: 'S-1', issueDate: '2026-03-09' }), created),
    );
    expect(cancellation.text).not.toContain('IBAN');
    expect(cancellation.text).not.toContain('GiroCode');
  });

  withEinvoiceTools('runs a long list of lines over pages, each with its footer', async () => {
    const line = {
      description: 'Viewer-Lizenz für einen weiteren Arbeitsplatz, Jahreslizenz',
      quantity: 1,
      unitCode: 'C62',
      unitNetPriceCents: 4_990,
    };
    const many = { ...germanInvoice, lines: Array.from({ length: 60 }, () => line) };
    const pdf = await facturXPdf(many, created);
    const pageCount = (await PDFDocument.load(pdf)).getPageCount();
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const { text } = readPdfWithPoppler(pdf);
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages).toHaveLength(pageCount);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pageCount}`);
      expect(page).toContain('USt-IdNr. DE123456789');
      if (page.includes('Jahreslizenz')) expect(page).toContain('Einzelpreis netto');
    });
    expect(text.match(/Jahreslizenz/g)).toHaveLength(60);
    expect(text).toContain('2.994,00 €');
  });
});
