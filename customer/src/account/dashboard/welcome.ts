import type { UserInfo } from '@bfsm/api-adapter';
import { customerTexts } from '../../texts';

/** 'Willkommen, Herr Müller' when greeting and last name are both known, otherwise 'Willkommen'. */
export function welcomeText(user: Pick<UserInfo, 'greeting' | 'lastName'>): string {
  const greeting = user.greeting?.trim();
  const lastName = user.lastName?.trim();
  return greeting && lastName ? customerTexts.dashboard.welcomeNamed(greeting, lastName) : customerTexts.dashboard.welcome;
}
