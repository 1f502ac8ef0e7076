import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The CII schema and the official rules (tools/einvoice-validation, decision 052) and poppler's
 * readers, as the tests use them. They need Debian's default-jre-headless, libsaxonhe-java,
 * libxml2-utils and poppler-utils;
 * without them the tests that use them are skipped and say so, unless
 * REQUIRE_EINVOICE_VALIDATOR is set (CI), where a missing tool fails the run.
 */
const validator = path.resolve(__dirname, '../../../../tools/einvoice-validation/validate-einvoice');
const saxon = '/usr/share/java/Saxon-HE.jar';

const missing = [
  spawnSync('java', ['-version']).error ? 'java (default-jre-headless)' : undefined,
  existsSync(saxon) ? undefined : `${saxon} (libsaxonhe-java)`,
  spawnSync('xmllint', ['--version']).error ? 'xmllint (libxml2-utils)' : undefined,
  spawnSync('pdfinfo', ['-v']).error ? 'pdfinfo/pdfdetach (poppler-utils)' : undefined,
  spawnSync('python3', ['--version']).error ? 'python3' : undefined,
].filter((tool): tool is string => tool !== undefined);

// eslint-disable-next-line no-restricted-properties -- test setup, not server configuration
if (missing.length > 0 && process.env.REQUIRE_EINVOICE_VALIDATOR) {
  throw new Error(`REQUIRE_EINVOICE_VALIDATOR ist gesetzt, aber es fehlt: ${missing.join(', ')}`);
}
if (missing.length > 0) {
  console.warn(
    `Prüfung der E-Rechnungen mit den offiziellen Regeln übersprungen: es fehlt ${missing.join(', ')}. ` +
      'Installieren mit "apt-get install default-jre-headless libsaxonhe-java libxml2-utils poppler-utils python3".',
  );
}

/** `it` where the tools are installed, `it.skip` where not. */
export const withEinvoiceTools = missing.length === 0 ? it : it.skip;

export interface ToolRun {
  status: number | null;
  output: string;
}

/** Checks an XML against the CII schema and the official rules; `xrechnung` adds XRechnung's to EN 16931's. */
export function validateEInvoice(xml: string, options: { xrechnung: boolean }): ToolRun {
  return inTemporaryFolder((folder) => {
    const file = path.join(folder, 'invoice.xml');
    writeFileSync(file, xml);
    return run(validator, [...(options.xrechnung ? ['--xrechnung'] : []), file]);
  });
}

/** What poppler reads from a PDF: its XMP (`pdfinfo -meta`), its fonts and the embedded factur-x.xml. */
export function readPdfWithPoppler(pdf: Uint8Array): { meta: string; fonts: string; text: string; facturX: string } {
  return inTemporaryFolder((folder) => {
    const file = path.join(folder, 'invoice.pdf');
    const xml = path.join(folder, 'factur-x.xml');
    writeFileSync(file, pdf);
    const detached = run('pdfdetach', ['-savefile', 'factur-x.xml', '-o', xml, file]);
    if (detached.status !== 0) throw new Error(`pdfdetach: ${detached.output}`);
    return {
      meta: run('pdfinfo', ['-meta', file]).output,
      fonts: run('pdffonts', [file]).output,
      text: run('pdftotext', ['-layout', file, '-']).output,
      facturX: readFileSync(xml, 'utf8'),
    };
  });
}

function run(command: string, args: string[]): ToolRun {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function inTemporaryFolder<T>(work: (folder: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'einvoice-'));
  try {
    return work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
