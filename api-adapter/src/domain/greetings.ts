/** The greetings a person can choose (profile and registration). */
export const greetings = ['Herr', 'Frau', 'Herr Dr.', 'Frau Dr.'] as const;
export type Greeting = (typeof greetings)[number];
