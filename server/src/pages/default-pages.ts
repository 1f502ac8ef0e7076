import type { PageSlug } from '@bfsm/api-adapter';

/**
 * What the legal and contact pages say until the operator puts their own text into
 * DATA_DIR/pages/<slug>.html (the README says how).
 */
export const defaultPages: Record<PageSlug, { title: string; html: string }> = {
  impressum: {
    title: 'Impressum',
    html: '<p>Angaben gemäß § 5 DDG:</p><p>[Name des Anbieters]<br>[Straße und Hausnummer]<br>[PLZ Ort]</p><p>Kontakt: [E-Mail-Adresse]</p><p>Der Betreiber dieses Portals hat das Impressum noch nicht hinterlegt.</p>',
  },
  bedingungen: {
    title: 'Allgemeine Geschäftsbedingungen',
    html: '<p>Hier stehen die Allgemeinen Geschäftsbedingungen für die Nutzung der Software und dieses Portals.</p><p>Der Betreiber dieses Portals hat die AGB noch nicht hinterlegt.</p>',
  },
  datenschutz: {
    title: 'Datenschutzerklärung',
    html: '<p>Wir verarbeiten Ihre personenbezogenen Daten nur, soweit es für die Bereitstellung des Portals und der Lizenzen erforderlich ist. Projektdaten werden nicht in der Cloud gespeichert.</p><p>Der Betreiber dieses Portals hat die vollständige Datenschutzerklärung noch nicht hinterlegt.</p>',
  },
  kontakt: {
    title: 'Kontakt',
    html: '<p>Sie erreichen unseren Support per E-Mail. Eine Bestellung auf Rechnung ist per E-Mail oder Telefon möglich.</p>',
  },
};
