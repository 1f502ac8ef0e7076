import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The Version attribute of an .appinstaller manifest's root element `AppInstaller` (decision
 * 023), or undefined when the text is no well-formed XML or has another root or no version.
 * Entities are not expanded (no entity tricks from a foreign file), namespaces are ignored.
 */
export function appInstallerVersion(xml: string): string | undefined {
  if (XMLValidator.validate(xml) !== true) return undefined;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    parseAttributeValue: false,
  });
  const document = parser.parse(xml) as Record<string, unknown>;
  const roots = Object.keys(document).filter((key) => !key.startsWith('#'));
  if (roots.length !== 1 || roots[0] !== 'AppInstaller') return undefined;
  const root = document.AppInstaller;
  const version = typeof root === 'object' && root !== null ? (root as Record<string, unknown>).Version : undefined;
  return typeof version === 'string' && version.trim() !== '' ? version.trim() : undefined;
}
