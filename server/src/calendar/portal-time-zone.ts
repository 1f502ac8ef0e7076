/**
 * The portal's customers and staff are in Germany: times they read (a notification's hour) and
 * calendar days they count (issued licences) are those of Berlin, whatever zone the server runs in.
 */
export const portalTimeZone = 'Europe/Berlin';
