/** The greetings a person can choose (spec section 2, profile; section 3, registration). */
export const greetings = ['Herr', 'Frau', 'Herr Dr.', 'Frau Dr.'] as const;
export type Greeting = (typeof greetings)[number];
