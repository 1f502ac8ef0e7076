export const refuse = () => new Error('refused');
