import {
  allCalls,
  apiErrorBody,
  callFields,
  oneLineFields,
  textKindOf,
  texts,
  tokenAnswer,
  type CallDeclaration,
  type DeclaredField,
} from '@bfsm/api-adapter';
import { createTestApp, type TestApp } from '@bfsm/server/test-support/test-app.js';
import { pendingCalls } from '../contract/pending-calls.js';
import { validRequestExceptOne } from './fuzz/valid-request.js';
import { activatedDeviceToken, signedInAdmin } from './security-actors.js';

/**
 * A line break in a name becomes a line of its own in a mail, a log or an export. Every one-line
 * field of every call, found from the contract, gets a line break and a control character in an
 * otherwise valid request, and must be refused at that field with the German message.
 */

const routeKey = (call: CallDeclaration) => `${call.method} ${call.path}`;
const calls = allCalls().filter((call) => !pendingCalls.includes(routeKey(call)));

/** A header-like line behind a line break, and a control character that is no line break (the terminal's bell). */
const badValues = [
  ['a line break', 'Muster\nBcc: evil@example.com'],
  ['a control character', 'Muster\u0007GmbH'],
] as const;

const fieldName = (call: CallDeclaration, field: DeclaredField) => `${call.name} ${field.part}.${field.path.join('.')}`;
const cases = calls.flatMap((call) =>
  oneLineFields(call).flatMap((field) => badValues.map(([kind, value]) => [fieldName(call, field), kind, call, field, value] as const)),
);
/** Text areas keep their line breaks (their unit test shows it) but refuse other control characters too. */
const multiLineCases = calls.flatMap((call) =>
  callFields(call)
    .filter((field) => textKindOf(field.schema) === 'multi-line')
    .map((field) => [fieldName(call, field), call, field] as const),
);

describe('one-line fields refuse line breaks and control characters', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let deviceToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    deviceToken = await activatedDeviceToken(t, 'one-line-fingerprint-1');
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  it('finds the one-line fields of profile, registration, invitation, admin forms, references and devices in the contract', () => {
    const names = cases.map(([name]) => name);
    for (const field of [
      'saveProfile body.lastName',
      'saveAdminAccount body.companyName',
      'register body.user_register.lastName',
      'acceptInvitation body.last_name',
      'createReference body.create_reference_form.title',
      'activateDevice body.deviceName',
      'listUsers query.term',
    ]) {
      expect(names).toContain(field);
    }
  });

  it.each(cases)('%s refuses %s', async (_name, _kind, call, field, value) => {
    const response = await t.app.inject(await requestTo(call, field, value));
    expect(response.statusCode).toBe(400);
    const answer = apiErrorBody.parse(response.json());
    expect(answer).toMatchObject({ error: 'invalid-input', message: texts.validation.oneLine });
    expectTargetOf(field, answer.target);
  });

  it.each(multiLineCases)('%s (several lines) refuses a control character', async (_name, call, field) => {
    const response = await t.app.inject(await requestTo(call, field, 'Zeile 1\nZeile 2\u001b[2J'));
    expect(response.statusCode).toBe(400);
    const answer = apiErrorBody.parse(response.json());
    expect(answer).toMatchObject({ error: 'invalid-input', message: texts.validation.controlCharacter });
    expectTargetOf(field, answer.target);
  });

  /** As the admin (who may call every call with a session), or as the device for the desktop API's device calls. */
  async function requestTo(call: CallDeclaration, field: DeclaredField, value: string) {
    const headers: Record<string, string> =
      call.access.role === 'device' ? { authorization: `Bearer ${deviceToken}` } : { cookie: admin.cookie };
    const token = call.token ? await tokenFor(call.token.call.path) : undefined;
    return validRequestExceptOne(call, { field, value, headers, idCandidates: [String(admin.id)], ...(token ? { token } : {}) });
  }

  /** The server names the field as the form knows it, without the form's own name in front. */
  function expectTargetOf(field: DeclaredField, target: string | undefined) {
    expect(target).toBeTruthy();
    expect(field.path.join('.').endsWith(target ?? '')).toBe(true);
  }

  async function tokenFor(path: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin.cookie } });
    return tokenAnswer.parse(response.json()).token;
  }
});
