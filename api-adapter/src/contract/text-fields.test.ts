import * as z from 'zod/mini';
import { texts } from '../domain/texts.js';
import { allCalls } from './root.js';
import { callFields, oneLineFields, textKindOf } from './text-fields.js';
import type { CallDeclaration } from './define.js';

const lineBreak = 'Muster\r\nBcc: evil@example.com';

/** A field that takes a line break and hands it on as text. */
function takesLineBreak(schema: Parameters<typeof textKindOf>[0]): boolean {
  const result = z.safeParse(schema, lineBreak);
  return result.success && typeof result.data === 'string';
}

/** The field that carries the call's form or action token, which the server compares and never shows. */
function isTokenField(call: CallDeclaration, part: string, path: string[]): boolean {
  const name = path[path.length - 1];
  return call.token?.field === [part, ...path].join('.') || name === 'token' || name === '_token';
}

describe('text fields of the contract', () => {
  it('are one-line or multi-line, except passwords, tokens and what is compared but never stored or shown', () => {
    const unchecked = allCalls().flatMap((call) =>
      callFields(call)
        .filter(
          (field) =>
            takesLineBreak(field.schema) && textKindOf(field.schema) !== 'multi-line' && !isTokenField(call, field.part, field.path),
        )
        .filter((field) => !/password/i.test(field.path.join('.')))
        .map((field) => `${call.name} ${field.part}.${field.path.join('.')}`),
    );
    expect(unchecked).toEqual([
      // The sign-in address is compared with stored ones and never written anywhere.
      'checkLogin body.username',
      'activateDevice body.email',
      // An error report's raw envelope: lines of JSON, which the server reads itself.
      'sendErrorReport body.text',
    ]);
  });

  it('finds the one-line fields of profile, registration, invitation, references and devices', () => {
    const names = allCalls().flatMap((call) => oneLineFields(call).map((field) => `${call.name} ${field.path.join('.')}`));
    expect(names).toEqual(
      expect.arrayContaining([
        'saveProfile lastName',
        'saveAdminAccount companyName',
        'register user_register.lastName',
        'register user_register.phone_number',
        'acceptInvitation last_name',
        'createReference create_reference_form.title',
        'activateDevice deviceName',
      ]),
    );
  });

  it('one-line fields refuse every line break and control character with the German message', () => {
    for (const call of allCalls()) {
      for (const field of oneLineFields(call)) {
        for (const bad of ['a\nb', 'a\rb', 'a\u2028b', 'a\u0085b', 'a\u0007b']) {
          expect([`${call.name} ${field.path.join('.')}`, z.safeParse(field.schema, bad).error?.issues[0]?.message]).toEqual([
            `${call.name} ${field.path.join('.')}`,
            texts.validation.oneLine,
          ]);
        }
      }
    }
  });
});
