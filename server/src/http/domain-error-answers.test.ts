import { texts } from '@bfsm/api-adapter';
import { DomainError } from '../errors/domain-error.js';
import { answerToDomainError } from '../composition/domain-error-answers.js';
import { serverTexts } from './server-texts.js';

describe('answerToDomainError', () => {
  it('answers a reason with its contract code, the status that code fixes and its German text', () => {
    expect(answerToDomainError(new DomainError('notFound'))).toEqual({
      status: 404,
      body: { error: 'not-found', message: texts.errors.notFound },
    });
    expect(answerToDomainError(new DomainError('alreadyMember'))).toMatchObject({
      status: 409,
      body: { error: 'already-member', target: 'email' },
    });
  });

  it('words the field and the text from the details where the reason carries them', () => {
    expect(answerToDomainError(new DomainError('requestMismatch', { field: 'userId' }))).toEqual({
      status: 400,
      body: { error: 'invalid-input', message: serverTexts.requestMismatch, target: 'userId' },
    });
    expect(answerToDomainError(new DomainError('weakPassword', { problem: 'tooCommon', field: 'newPassword1' }))).toEqual({
      status: 400,
      body: { error: 'invalid-input', message: texts.password.tooCommon, target: 'newPassword1' },
    });
  });
});
