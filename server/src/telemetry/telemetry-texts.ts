/** German answers of the error-report tunnel. */
export const telemetryTexts = {
  malformedReport: 'Kein gültiger Fehlerbericht.',
  foreignProject: 'Fehlerberichte nimmt dieses Portal nur für sein eigenes Projekt an.',
} as const;
