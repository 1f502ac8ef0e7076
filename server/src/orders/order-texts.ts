/** The German texts of orders, quotes and invoices (decision 058). */
export const orderTexts = {
  vatIdFormat: 'Bitte geben Sie eine gültige USt-IdNr. des gewählten Landes ein (z. B. DE123456789).',
  leitwegIdInvalid: 'Bitte prüfen Sie die Leitweg-ID: Aufbau oder Prüfziffer stimmen nicht (z. B. 04011000-1234512345-06).',
  billingDetailsMissing: 'Bitte hinterlegen Sie zuerst Ihre Rechnungsdaten.',
  accountUnknown: 'Dieses Konto gibt es nicht (mehr).',
  quoteExpired: 'Dieses Angebot ist abgelaufen. Bitte fordern Sie ein neues Angebot an.',
  orderState: (state: string) => `Das ist in diesem Stand der Bestellung („${state}“) nicht möglich.`,
  invoicingUnavailable: (missing: string) => `Rechnungen und Angebote sind noch nicht eingerichtet: In der Konfiguration fehlt ${missing}.`,
  priceMissing: (item: string) => `In der Preisliste fehlt ein Preis für „${item}“.`,
  invoiceAlreadyPaid: 'Diese Rechnung ist bereits als bezahlt vermerkt.',
  tooManyOpenRequests: (allowed: number) =>
    `Sie haben bereits ${allowed} offene Anfragen. Wir melden uns mit einem Angebot; danach können Sie weitere Anfragen stellen.`,
  paidOnInFuture: 'Der Zahlungseingang kann nicht in der Zukunft liegen.',
  invoiceAlreadyCancelled: 'Diese Rechnung ist bereits storniert.',
  cancellationNotCancellable: 'Eine Stornorechnung kann nicht storniert werden.',
  notARenewal: 'Nur ein Verlängerungsangebot lässt sich mit „Nicht verlängern“ ablehnen.',
} as const;

/** The states of an order as the portal names them. */
export const orderStateNames = {
  requested: 'angefragt',
  quoted: 'Angebot gesendet',
  accepted: 'angenommen',
  invoiced: 'berechnet',
  paid: 'bezahlt',
  cancelled: 'storniert',
} as const;

/** What an edition is called on a quote and an invoice line. */
export const editionNames = {
  classic: 'Brandfallsteuermatrix Classic',
  next: 'Brandfallsteuermatrix Next',
  insight: 'Brandfallsteuermatrix Insight',
  onSite: 'Brandfallsteuermatrix onSite',
} as const;
