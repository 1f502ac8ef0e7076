import * as z from 'zod/mini';
import { userCalls } from '@bfsm/api-adapter';
import { answerCheck } from './answer-check.js';

const info = {
  id: 7,
  roles: ['ROLE_USER'],
  adminRights: false,
  email: 'erika@example.test',
  greeting: 'Frau',
  firstName: 'Erika',
  lastName: null,
  companyName: null,
  phoneNumber: null,
  emailNewsletter: true,
  licenseType: 1,
  licenseExpiration: '2026-11-30',
  licenseGraceUntil: null,
  licensePool: null,
  limitedUser: false,
  invitations: [{ id: 3 }],
  has_completed_install: false,
  loggedInApp: true,
  nextCustomer: false,
};

describe('answerCheck', () => {
  const check = answerCheck(userCalls.getUserInfo.response);

  it('answers what the contract schema itself answers', () => {
    expect(check(info)).toEqual(userCalls.getUserInfo.response.parse(info));
  });

  it('strips every field the contract does not declare, at the top and inside', () => {
    const answer = check({ ...info, password_hash: 'geheim', invitations: [{ id: 3, code_hash: 'x' }] });
    expect(answer).not.toHaveProperty('password_hash');
    expect(answer).toEqual(info);
  });

  it('refuses an answer of the wrong shape, as the contract schema does', () => {
    expect(() => check({ ...info, id: '7' })).toThrow();
    expect(() => check({ ...info, email: undefined })).toThrow();
    expect(() => check(null)).toThrow();
  });

  it('checks answers that are not objects with their own schema', () => {
    const list = answerCheck(z.array(z.object({ id: z.number() })));
    expect(list([{ id: 1, secret: 'x' }])).toEqual([{ id: 1 }]);
    expect(() => list([{ id: 'eins' }])).toThrow();
  });
});
