import type { Greeting } from '@bfsm/api-adapter';

/** What the registration and the invitation's new-user form both ask, as typed. */
export interface SignUpValues {
  greeting: Greeting | '';
  firstName: string;
  lastName: string;
  password: string;
  passwordRepeat: string;
  newsletter: boolean;
  privacy: boolean;
  terms: boolean;
}

export const emptySignUp: SignUpValues = {
  greeting: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordRepeat: '',
  newsletter: false,
  privacy: false,
  terms: false,
};
