import { userListRowFixture } from '@bfsm/api-adapter/testing';
import type { UserListPage } from '../users/start-screen';

/** A fresh module per test: once ended, the first look of a page is never drawn again. */
const freshFirstLook = async () => {
  jest.resetModules();
  return import('./first-look');
};

const page: UserListPage = {
  data: [
    userListRowFixture({ id: '5', sortindex: 1, email: 'anna@example.test', name: 'Anna Muster', license: 'Next' }),
    userListRowFixture({
      id: 'license_9',
      sortindex: 9,
      email: '',
      name: '',
      license: 'Insight',
      owner: 'chef@bau.test',
      owner_name: 'Carla Chef',
    }),
  ],
  total: 42,
};

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

afterEach(() => document.getElementById('first-look')?.remove());

describe("the user list's first look", () => {
  it('draws the first page as react-admin will: bar, tabs with the current one, search, summary, buttons and a card per row', async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, page, '?filter=licensed&term=Bau%20Nord');
    expect(texts('.first-look__title')).toEqual(['Registrierte Benutzer']);
    expect(texts('.first-look__tab')).toEqual([
      'Alle Benutzer (außer Spam)',
      'Aktuelle Lizenzbesitzer',
      'Zahlende Kunden',
      'Concept',
      'Spam',
    ]);
    expect(texts('.first-look__tab--current')).toEqual(['Aktuelle Lizenzbesitzer']);
    expect(texts('.first-look__search-label')).toEqual(['Suchen']);
    expect(texts('.first-look__search-term')).toEqual(['Bau Nord']);
    expect(texts('.first-look__summary')).toEqual(['42 Benutzer in dieser Ansicht']);
    expect(texts('.first-look__button')).toEqual(['CSV exportieren', 'Neuer Benutzer']);
    expect(texts('.first-look__primary')).toEqual(['anna@example.test#1', 'Lizenz von Carla ChefL-9']);
    expect(texts('.first-look__secondary')).toEqual(['Anna Muster · Next', 'noch nicht vergeben · Insight']);
    expect(document.querySelectorAll('.first-look__row-icon--license')).toHaveLength(1);
  });

  it('is hidden from assistive technology and holds nothing to focus', async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, page, '');
    const look = document.getElementById('first-look');
    expect(look?.getAttribute('aria-hidden')).toBe('true');
    expect(look?.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('writes what the server sent as text, never as markup', async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, { data: [userListRowFixture({ name: '<img src=x onerror=alert(1)>' })], total: 1 }, '');
    expect(document.querySelector('#first-look img')).toBeNull();
    expect(texts('.first-look__secondary')[0]).toContain('<img src=x onerror=alert(1)>');
  });

  it('goes when react-admin takes over, and is not drawn after that', async () => {
    const { drawFirstLook, endFirstLook } = await freshFirstLook();
    drawFirstLook(document, page, '');
    endFirstLook(document);
    expect(document.getElementById('first-look')).toBeNull();
    drawFirstLook(document, page, '');
    expect(document.getElementById('first-look')).toBeNull();
  });

  it.each(['pointerdown', 'keydown'])('gives way at the first %s', async (type) => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, page, '');
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.getElementById('first-look')).toBeNull();
  });

  it('fits the user list on a phone only', async () => {
    const { firstLookFits } = await freshFirstLook();
    const on = (pathname: string, phone: boolean) => ({
      location: { pathname } as Location,
      matchMedia: () => ({ matches: phone }) as MediaQueryList,
    });
    expect(firstLookFits(on('/admin/users', true))).toBe(true);
    expect(firstLookFits(on('/admin/users/', true))).toBe(true);
    expect(firstLookFits(on('/admin/users', false))).toBe(false);
    expect(firstLookFits(on('/admin/releases', true))).toBe(false);
    expect(firstLookFits(on('/admin/users/new', true))).toBe(false);
  });

  describe("the phone's start", () => {
    const now = (run: () => void) => run();

    it('draws the first page, then loads react-admin', async () => {
      const { drawThenLoad } = await freshFirstLook();
      const done: string[] = [];
      await drawThenLoad(Promise.resolve(page), {
        draw: () => done.push('draw'),
        load: () => done.push('load'),
        report: () => done.push('report'),
        afterPaint: now,
      });
      expect(done).toEqual(['draw', 'load']);
    });

    it('loads react-admin all the same when there is no first page or the first look fails, and reports the failure', async () => {
      const { drawThenLoad } = await freshFirstLook();
      const done: string[] = [];
      const steps = { load: () => done.push('load'), report: (error: unknown) => done.push(`report ${String(error)}`), afterPaint: now };
      await drawThenLoad(Promise.resolve(undefined), { ...steps, draw: () => done.push('draw') });
      await drawThenLoad(Promise.resolve(page), {
        ...steps,
        draw: () => {
          throw new Error('kaputt');
        },
      });
      await drawThenLoad(Promise.reject(new Error('keine Antwort')), { ...steps, draw: () => done.push('draw') });
      expect(done).toEqual(['load', 'report Error: kaputt', 'load', 'report Error: keine Antwort', 'load']);
    });
  });
});
