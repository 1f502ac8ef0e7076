/** The German texts of 'Export für die Buchhaltung' (decision 061). */
export const accountingTexts = {
  kind: { invoice: 'Rechnung', cancellation: 'Stornorechnung' },
  taxCategory: { S: 'Umsatzsteuer 19 %', AE: 'Reverse Charge (§ 13b UStG)' },
  periodOrder: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
  periodFiscalYear: 'Der Zeitraum muss in einem Wirtschaftsjahr liegen: Ein DATEV-Buchungsstapel enthält nur eines.',
  datevUnconfigured: (missing: string) => `Für den DATEV-Buchungsstapel fehlt die Einstellung ${missing}.`,
} as const;
