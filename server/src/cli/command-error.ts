/** A refusal of an administrative command: its German message is printed, the command exits with `exitCode`. */
export class CommandError extends Error {
  override name = 'CommandError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}
