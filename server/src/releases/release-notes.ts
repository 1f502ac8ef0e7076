import { compile } from 'html-to-text';
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

/** html-to-text's converter, compiled once: headings and table headers keep their case (its default shouts them), lines are not wrapped (the application's dialog wraps them). */
const plainText = compile({
  wordwrap: false,
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/**
 * Release notes as plain text for the desktop application's update dialog, made from the
 * sanitised HTML: the text says what the download page shows, and nothing the sanitiser removed
 * (raw HTML in the Markdown) reaches the application. Lists keep their bullets and numbers,
 * links their address in brackets, entities become their characters.
 */
export function releaseNotesText(notes: string): string {
  return plainText(releaseNotesHtml(notes));
}
