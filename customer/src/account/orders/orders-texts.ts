import type { OrderEdition, OrderState } from '@bfsm/api-adapter';

/**
 * German texts of the Jahres-Abo's order screens: Rechnungsdaten, 'Angebot anfordern', the
 * customer's requests and quotes, and his invoices. Loaded with those screens only.
 */
export const ordersTexts = {
  billing: {
    heading: 'Rechnungsdaten',
    intro: 'An diese Anschrift und E-Mail-Adresse schicken wir Ihre Angebote und Rechnungen.',
    company: 'Firma',
    street: 'Straße und Hausnummer',
    postcode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    chooseCountry: 'Bitte wählen',
    vatId: 'USt-IdNr. (optional)',
    vatIdHint: 'Mit einer USt-IdNr. eines anderen EU-Landes stellen wir ohne Umsatzsteuer in Rechnung (Reverse Charge).',
    leitwegId: 'Leitweg-ID (optional)',
    leitwegIdHint: 'Nur für öffentliche Auftraggeber: die Leitweg-ID für Ihre XRechnung, z. B. 04011000-1234512345-06.',
    billingEmail: 'E-Mail für Rechnungen',
    billingEmailHint: 'Zum Beispiel die Adresse Ihrer Buchhaltung; sie darf von der Ihres Kontos abweichen.',
    submit: 'Rechnungsdaten speichern',
    saved: 'Ihre Rechnungsdaten wurden gespeichert.',
  },

  request: {
    heading: 'Angebot anfordern',
    intro: 'Wir schicken Ihnen ein Angebot für ein Jahr Laufzeit; Sie nehmen es hier im Portal an.',
    needsBilling: 'Für ein Angebot benötigen wir Ihre Rechnungsdaten. Sie können sie auch nach Ihrer Anfrage eintragen.',
    edition: 'Edition',
    chooseEdition: 'Bitte wählen',
    devices: 'Anzahl Geräte',
    insightViewers: 'Insight-Viewer',
    onsiteViewers: 'onSite-Viewer',
    viewersLegend: 'Viewer-Lizenzen für Ihr Team',
    message: 'Nachricht (optional)',
    submit: 'Angebot anfordern',
    sent: (id: number) => `Vielen Dank, Ihre Anfrage Nr. ${id} ist bei uns eingegangen. Wir schicken Ihnen das Angebot per E-Mail.`,
  },

  orders: {
    heading: 'Ihre Anfragen und Angebote',
    none: 'Sie haben noch kein Angebot angefordert.',
    title: (id: number, edition: string) => `Nr. ${id}: ${edition}`,
    state: 'Stand:',
    requestedOn: 'Angefragt am:',
    devices: (count: number) => `${count} ${count === 1 ? 'Gerät' : 'Geräte'}`,
    viewers: (insight: number, onsite: number) => `${insight} Insight-Viewer, ${onsite} onSite-Viewer`,
    line: (quantity: number, description: string, unit: string, total: string) => `${quantity} × ${description} zu ${unit} = ${total}`,
    discount: 'Rabatt',
    net: 'Summe netto:',
    netHint: 'zuzüglich Umsatzsteuer, soweit sie anfällt',
    validUntil: 'Gültig bis:',
    purchaseOrderShown: 'Ihre Bestellnummer:',
    purchaseOrder: 'Ihre Bestellnummer (optional)',
    accept: 'Angebot annehmen',
    confirmTitle: 'Angebot verbindlich annehmen?',
    confirmText: (id: number, net: string) =>
      `Sie bestellen damit verbindlich gemäß Angebot Nr. ${id} zu ${net} netto. Die Rechnung erhalten Sie sofort per E-Mail.`,
    confirm: 'Verbindlich annehmen',
    accepted: (invoiceNumber: string) => `Vielen Dank für Ihre Bestellung. Ihre Rechnung ${invoiceNumber} finden Sie unter „Rechnungen“.`,
  },

  /** A renewal quote before a yearly licence ends (decision 066). */
  renewal: {
    title: (id: number, edition: string) => `Nr. ${id}: Verlängerung ${edition}`,
    licenceEnd: 'Ihre Lizenz läuft bis:',
    termStart: 'Neue Laufzeit ab:',
    declined: (day: string, reason: string) => `Nicht verlängert am ${day}${reason ? `: ${reason}` : ''}`,
    decline: 'Nicht verlängern',
    declineTitle: 'Lizenz nicht verlängern?',
    declineText: (end: string) =>
      `Ihre Lizenz läuft dann am ${end} aus, und wir erinnern Sie nicht mehr an die Verlängerung. Ein neues Angebot können Sie jederzeit anfordern.`,
    reason: 'Grund (optional)',
    declineConfirm: 'Nicht verlängern',
    declinedDone: 'Sie haben die Verlängerung abgelehnt. Wir erinnern Sie nicht mehr daran.',
  },

  invoices: {
    heading: 'Rechnungen',
    none: 'Es liegen noch keine Rechnungen vor.',
    title: (number: string) => `Rechnung ${number}`,
    cancellationTitle: (number: string) => `Stornorechnung ${number}`,
    date: 'Datum:',
    gross: 'Betrag brutto:',
    due: 'Fällig am:',
    status: 'Stand:',
    paid: (day: string) => `bezahlt am ${day}`,
    open: 'offen',
    cancelled: 'storniert',
    cancels: (number: string) => `Storniert Rechnung ${number}`,
    pdf: (number: string) => `PDF der Rechnung ${number} herunterladen`,
    xml: (number: string) => `XML (XRechnung) der Rechnung ${number} herunterladen`,
    pdfShort: 'PDF',
    xmlShort: 'XML (XRechnung)',
  },
} as const;

export const editionLabels: Record<OrderEdition, string> = {
  classic: 'Classic',
  next: 'Next',
  insight: 'Insight',
  onSite: 'onSite',
};

export const orderStateLabels: Record<OrderState, string> = {
  requested: 'angefragt',
  quoted: 'Angebot gesendet',
  accepted: 'angenommen',
  invoiced: 'berechnet',
  paid: 'bezahlt',
  cancelled: 'storniert',
};
