import type { UserInfo } from '@bfsm/api-adapter';
import { dashboardTexts } from './dashboard-texts';

/** 'Willkommen, Herr Müller' when greeting and last name are both known, otherwise 'Willkommen'. */
export function welcomeText(user: Pick<UserInfo, 'greeting' | 'lastName'>): string {
  const greeting = user.greeting?.trim();
  const lastName = user.lastName?.trim();
  return greeting && lastName ? dashboardTexts.dashboard.welcomeNamed(greeting, lastName) : dashboardTexts.dashboard.welcome;
}
