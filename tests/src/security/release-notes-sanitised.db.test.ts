import fc from 'fast-check';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { formRequest, tokenOf } from '@bfsm/server/test-support/webapi.js';
import { signedInAdmin } from './security-actors.js';

/**
 * Release notes are the admins' Markdown, shown as HTML to every customer (the download page),
 * in the back-office and in the desktop application (decision 042). Whatever an admin writes,
 * mixed from Markdown and the usual script injections, the HTML the server makes of it carries no
 * script, no event handler, no javascript: address, no style and no frame.
 */
const seed = 4_221;

/** Pieces an attacker or a careless paste would put into the notes. */
const injections = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">a</a>',
  '[klick](javascript:alert(1))',
  '[klick](JaVaScRiPt:alert(1))',
  '![bild](x" onerror="alert(1))',
  '<svg onload=alert(1)>',
  '<iframe src="https://example.test"></iframe>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="&#106;avascript:alert(1)">a</a>',
  '<details open ontoggle=alert(1)>',
  '```html\n<script>alert(1)</script>\n```',
  '<scr<script>ipt>alert(1)</script>',
];
const markdown = ['## Neu', '- Punkt', '**fett**', '_kursiv_', '[Hilfe](https://example.test/hilfe)', '> Zitat', '`code`', '\n\n', ' '];

const notes = fc.array(fc.oneof(fc.constantFrom(...injections), fc.constantFrom(...markdown), fc.string({ maxLength: 20 })), {
  minLength: 1,
  maxLength: 12,
});

/** What no tag may be: an element that runs code or changes the page, or one with an attribute that does. */
const dangerous = /^<\/?(script|iframe|style|svg|object|embed)\b|\son[a-z]+\s*=|javascript:|\sstyle\s*=/i;

/** The tags of the HTML; its text cannot hold a '<' (the sanitiser escapes it), so what an injection leaves as text is not looked at. */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe('release notes are sanitised', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInAdmin(t));
    token = await tokenOf(t.app, cookie, '/webapi/releaseToken');
  });
  afterAll(() => t.close());

  it('renders no script, handler, javascript: address, style or frame, whatever the notes hold', async () => {
    await fc.assert(
      fc.asyncProperty(notes, async (pieces) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/webapi/release-notes-preview',
          ...formRequest({ notes: pieces.join('\n'), _token: token }, cookie),
        });
        if (response.statusCode === 400) return; // control characters in the random text: refused, nothing rendered
        expect(response.statusCode).toBe(200);
        const html = response.json<{ html: string }>().html;
        expect(tagsOf(html).filter((tag) => dangerous.test(tag))).toEqual([]);
        expect(html).not.toMatch(/<script/i);
      }),
      { seed, numRuns: 150 },
    );
  });
});
