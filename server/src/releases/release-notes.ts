import { Marked } from 'marked';
import { sanitisePage } from '../pages/sanitise-page.js';

/** GitHub-flavoured Markdown, synchronously; raw HTML in the notes passes to the sanitiser, which decides. */
const markdown = new Marked({ gfm: true, async: false });

/**
 * Release notes as HTML that a page may insert: Markdown rendered by marked, then cleaned by the
 * same sanitize-html rules as the operator's pages (no scripts, event handlers, styles, frames or
 * javascript: addresses). The customer app, the back-office preview and the desktop update check
 * all show this HTML, so no Markdown renderer runs in a browser.
 */
export function releaseNotesHtml(notes: string): string {
  return sanitisePage(markdown.parse(notes, { async: false }));
}
