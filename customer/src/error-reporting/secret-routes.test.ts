import { filtered, scrubText } from '@bfsm/api-adapter';
import { screens } from '../app/routes';

const secret = 'GeHeim_0a1b2c3d4e5f6789';
const isSecretParam = (name: string) => /code|token/i.test(name);

describe('the screens whose address carries a code or token', () => {
  const secretScreens = screens.filter((screen) => [...screen.path.matchAll(/:(\w+)/g)].some((match) => isSecretParam(match[1] as string)));

  it('are known', () => {
    expect(secretScreens.map((screen) => screen.path)).toEqual(
      expect.arrayContaining(['/confirm-mail/:code', '/confirm-forgotten-password/:code']),
    );
  });

  it.each(secretScreens.map((screen) => [screen.path]))('%s leaves its secret out of error reports and statistics', (path) => {
    const address = path.replace(/:(\w+)\??/g, (_match, name: string) => (isSecretParam(name) ? secret : '42'));
    const scrubbed = scrubText(`https://portal.example.test${address}`);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(filtered);
  });
});
