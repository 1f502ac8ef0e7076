import { eInvoiceXml } from './e-invoice.js';
import { specificationIdentifiers } from './cii/cii-xml.js';
import { validateEInvoice, withEinvoiceTools } from './test-support/einvoice-tools.js';
import {
  cancellationInvoice,
  discountedInvoice,
  germanInvoice,
  publicBuyerInvoice,
  reverseChargeInvoice,
} from './test-support/example-invoices.js';
import { cancellationOf } from './cancellation.js';

const publicCancellation = cancellationOf(publicBuyerInvoice, { number: '2026-00022', issueDate: '2026-03-10' });

// Each run starts a JVM (about 2 s), two for XRechnung.
jest.setTimeout(60_000);

const cases = [
  { name: 'a German buyer (VAT 19 %)', document: germanInvoice, profile: 'en16931' },
  { name: 'an Austrian buyer with a VAT ID (reverse charge)', document: reverseChargeInvoice, profile: 'en16931' },
  { name: 'a public buyer with a Leitweg-ID (XRechnung)', document: publicBuyerInvoice, profile: 'xrechnung' },
  { name: 'the cancellation of the first', document: cancellationInvoice, profile: 'en16931' },
  { name: 'a discount', document: discountedInvoice, profile: 'en16931' },
  { name: "the cancellation of the public buyer's", document: publicCancellation, profile: 'xrechnung' },
] as const;

describe('the e-invoice XML', () => {
  describe.each(cases)('for $name', ({ document, profile }) => {
    const { xml, profile: written } = eInvoiceXml(document);

    it(`is ${profile === 'xrechnung' ? 'an XRechnung 3.0' : 'EN 16931'} CII`, () => {
      expect(written).toBe(profile);
      expect(xml).toContain(`<ram:ID>${specificationIdentifiers[profile]}</ram:ID>`);
    });

    withEinvoiceTools('passes the official rules without an error line', () => {
      const { status, output } = validateEInvoice(xml, { xrechnung: profile === 'xrechnung' });
      console.log(output.trim());
      expect(output).not.toMatch(/: (fatal|error) /);
      expect(status).toBe(0);
    });
  });

  it('names the tax case: VAT at 19 % for a German buyer, the reverse charge for an EU buyer with its VAT ID', () => {
    expect(eInvoiceXml(germanInvoice).xml).toMatch(/<ram:CategoryCode>S<\/ram:CategoryCode>\s*<ram:RateApplicablePercent>19</);
    const reverse = eInvoiceXml(reverseChargeInvoice).xml;
    expect(reverse).toContain('<ram:ExemptionReason>Steuerschuldnerschaft des Leistungsempfängers</ram:ExemptionReason>');
    expect(reverse).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(reverse).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');
    expect(reverse).toContain('<ram:CalculatedAmount>0.00</ram:CalculatedAmount>');
  });

  it('makes a cancellation a credit note with positive amounts that refers to the original invoice', () => {
    const { xml } = eInvoiceXml(cancellationInvoice);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>2026-00017<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260302<\/qdt:DateTimeString>/,
    );
    expect(xml).toContain('<ram:DuePayableAmount>2078.34</ram:DuePayableAmount>');
    expect(xml).not.toContain('<ram:DueDateDateTime>');
  });

  it('writes the discount and the amounts that round on half a cent', () => {
    const { xml } = eInvoiceXml(discountedInvoice);
    expect(xml).toMatch(
      /<ram:ActualAmount>99.51<\/ram:ActualAmount>\s*<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>Rabatt Neukunde</,
    );
    expect(xml).toContain('<ram:LineTotalAmount>400.01</ram:LineTotalAmount>');
    expect(xml).toContain('<ram:TaxBasisTotalAmount>1298.50</ram:TaxBasisTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">246.72</ram:TaxTotalAmount>');
    expect(xml).toContain('<ram:GrandTotalAmount>1545.22</ram:GrandTotalAmount>');
  });

  withEinvoiceTools('would fail on a wrong total or an element the schema misses, so a pass means something', () => {
    const { xml } = eInvoiceXml(germanInvoice);
    const wrongTotal = validateEInvoice(xml.replace('<ram:GrandTotalAmount>2078.34<', '<ram:GrandTotalAmount>2078.35<'), {
      xrechnung: false,
    });
    expect(wrongTotal.status).toBe(1);
    expect(wrongTotal.output).toContain('fatal BR-CO-15');
    const noDelivery = validateEInvoice(xml.replace(/<ram:ApplicableHeaderTradeDelivery>.*?<\/ram:ApplicableHeaderTradeDelivery>/s, ''), {
      xrechnung: false,
    });
    expect(noDelivery.status).toBe(1);
    expect(noDelivery.output).toMatch(/CrossIndustryInvoice_100pD16B.xsd: error .*ApplicableHeaderTradeDelivery/);
  });

  it('escapes what the buyer typed', () => {
    expect(eInvoiceXml(germanInvoice).xml).toContain('<ram:Name>Müller &amp; Söhne Gebäudetechnik GmbH</ram:Name>');
  });
});
