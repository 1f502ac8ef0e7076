/**
 * The admin's own texts, in react-admin's layout: `resources.<name>.name` for a resource's label,
 * `resources.<name>.fields.<source>` for the label of a field, column or input (react-admin looks
 * these up by itself when a component has a `source` and no `label`), further keys below a
 * resource for its pages and buttons, and `admin.*` for what belongs to no resource.
 */
export const adminMessages = {
  resources: {
    users: {
      name: 'Benutzer',
      fields: {
        sortindex: '#',
        email: 'E-Mail',
        name: 'Name',
        created: 'Erstellt',
        expiration: 'Ablauf (um 23:59)',
        license: 'Lizenztyp',
        has_completed_install: 'Voll. Install.',
        free_account: 'Kostenlos',
        owner: 'Eigentümer',
        plainPassword: { first: 'Passwort', second: 'Passwort wiederholen' },
      },
      tabs: {
        all: 'Alle Benutzer (außer Spam)',
        licensed: 'Aktuelle Lizenzbesitzer',
        paying: 'Zahlende Kunden',
        concept: 'Concept',
        spam: 'Spam',
      },
      page: { list: 'Registrierte Benutzer', create: 'Neuer Benutzer' },
      action: { export: 'CSV exportieren', create: 'Neuer Benutzer' },
      summary: '%{total} Benutzer in dieser Ansicht',
      /** A free pool licence, which the list shows among the users. */
      licenseRow: { marker: 'Lizenz', owner: 'Lizenz von %{owner}', number: 'L-%{id}', numberTitle: 'Lizenz Nr. %{id}' },
    },
    license: {
      name: 'Lizenzen',
      fields: { licenseType: 'Lizenztyp', expiration: 'Ablauf' },
      page: { edit: 'Lizenz bearbeiten' },
      parties: { owner: 'Eigentümer: %{email}', holder: 'Vergeben an: %{email}', unassigned: 'noch nicht vergeben' },
      delete: {
        title: 'Lizenz löschen?',
        content: 'Die Lizenz wird gelöscht. Wer sie nutzt, verliert sie sofort und wird per E-Mail benachrichtigt.',
      },
    },
    features: {
      name: 'Features',
      fields: { name: 'Name', description: 'Beschreibung' },
      hints: { name: 'Ein Buchstabe, dann Buchstaben, Ziffern, Punkt, Binde- und Unterstrich' },
      page: { list: 'Features', create: 'Neues Feature', edit: 'Feature bearbeiten' },
      action: { create: 'Neues Feature' },
    },
    'email-debug-output': {
      name: 'Mails',
      fields: { template: 'Vorlage' },
      page: { list: 'Mails' },
      html_preview: 'HTML-Vorschau: %{title}',
      text_version: 'Textversion',
      text_version_of: 'Textversion: %{title}',
    },
    references: {
      name: 'Referenzen',
      fields: {
        id: '#',
        title: 'Titel',
        teaserText: 'Teaser',
        teaser_text: 'Teasertext',
        teaserimageupload: 'Teaserbild hochladen',
        teaser_square_img: 'Teaserbild-Adresse (350 Pixel)',
        teaser_square_img_large: 'Teaserbild-Adresse für hochauflösende Bildschirme (700 Pixel)',
        fullimageupload: 'Bild hochladen',
        full_img: 'Bild-Adresse (900 Pixel breit)',
        full_img_large: 'Bild-Adresse für hochauflösende Bildschirme (über 1000 Pixel breit)',
        license_text: 'Lizenztext',
        show_on_homepage: 'Auf der Startseite zeigen',
      },
      hints: {
        teaserimageupload: 'Wird quadratisch zugeschnitten (350 und 700 Pixel); am besten 700 × 700 Pixel, JPEG, PNG, WebP oder GIF.',
        fullimageupload:
          'Wird auf 900 Pixel Breite verkleinert, für hochauflösende Bildschirme bis 1800 Pixel; am besten 1800 Pixel breit.',
        drop_image: 'Bild hierher ziehen oder klicken, um eine Datei auszuwählen',
      },
      current_image: { teaser: 'Aktuelles Teaserbild', full: 'Aktuelles Bild' },
      page: { list: 'Referenzen', create: 'Referenz erstellen', edit: 'Referenz bearbeiten' },
      action: { create: 'Referenz erstellen', back_to_list: 'Zurück zur Liste', public_page: 'Öffentliche Seite ansehen' },
      delete: {
        title: 'Referenz löschen?',
        content: 'Die Referenz und ihre hochgeladenen Bilder werden endgültig gelöscht.',
        done: 'Referenz gelöscht.',
      },
    },
    audit: {
      name: 'Protokoll',
      fields: {
        occurredAt: 'Zeitpunkt',
        kind: 'Aktion',
        actorEmail: 'Ausgeführt von',
        subjectEmail: 'Betrifft',
        address: 'Adresse',
        change: 'Änderung',
        actor: 'Ausgeführt von (E-Mail)',
        subject: 'Betrifft (E-Mail)',
        from: 'Von',
        to: 'Bis',
      },
      page: { list: 'Protokoll' },
    },
    releases: {
      name: 'Versionen',
      fields: {
        version: 'Version',
        channel: 'Kanal',
        publishedOn: 'Veröffentlichungsdatum',
        notes: 'Versionshinweise',
        installer: 'Installationsdatei',
        published: 'veröffentlicht',
      },
      channel: { stable: 'Stabil', nightly: 'Nightly' },
      hints: {
        version: 'Vier Zahlen wie im AppInstaller-Manifest, z. B. 4.2.1.0',
        notes: 'Markdown',
        installer: 'Adresse der .appinstaller-Datei (https://…) oder Pfad einer Datei im Datenordner',
        published: 'Ein Entwurf ist nur für Admins sichtbar.',
      },
      preview: 'Vorschau',
      page: { list: 'Versionen', create: 'Neue Version', edit: 'Version bearbeiten' },
      action: { create: 'Neue Version' },
      delete: { title: 'Version löschen?', content: 'Die Version und ihre Versionshinweise werden endgültig gelöscht.' },
    },
  },
  admin: {
    title: 'Administration',
    menu: { blog: 'Blog', analytics: 'Analytics' },
    installer: {
      name: 'Nightly',
      heading: 'Nightly-Version',
      current_version: 'Aktuelle Version:',
      download: 'Nightly herunterladen',
      record: 'Als Nightly-Version erfassen',
      recorded: 'Die Nightly-Version wurde unter „Versionen“ erfasst.',
    },
  },
};
