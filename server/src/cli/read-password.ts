import { text } from 'node:stream/consumers';
import { texts } from '@bfsm/api-adapter';
import { read } from 'read';
import { CommandError } from './command-error.js';

export interface PasswordStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where the prompt goes: standard error, so that standard output stays clean for scripts. */
  prompt: NodeJS.WritableStream;
}

/**
 * A password that need not stand in the shell history: typed twice without echo at a terminal,
 * otherwise the first line of standard input (`printf '%s\n' "$PASSWORT" | … admin:create …`).
 */
export async function readPassword(streams: PasswordStreams): Promise<string> {
  if (!streams.input.isTTY) return (await text(streams.input)).split(/\r?\n/)[0] ?? '';
  const ask = async (prompt: string) => {
    const answer = await read({ prompt, silent: true, replace: '', input: streams.input, output: streams.prompt });
    // Without echo the Enter key leaves the cursor behind the prompt.
    streams.prompt.write('\n');
    return answer;
  };
  const first = await ask('Passwort: ');
  if ((await ask('Passwort wiederholen: ')) !== first) throw new CommandError(texts.password.mismatch);
  return first;
}
