import { userListRowFixture } from '@bfsm/api-adapter/testing';
import type { UserListPage } from '../users/start-screen';
import type { FirstLook } from './first-look';

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

/** The user list's first look, with its first page. */
const userList: FirstLook = { titleKey: 'resources.users.page.list', page };

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

afterEach(() => document.getElementById('first-look')?.remove());

describe("the back-office's first look", () => {
  it('draws the first page as react-admin will: bar, tabs with the current one, search, summary, buttons and a card per row', async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, userList, '?filter=licensed&term=Bau%20Nord');
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
    drawFirstLook(document, userList, '');
    const look = document.getElementById('first-look');
    expect(look?.getAttribute('aria-hidden')).toBe('true');
    expect(look?.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('writes what the server sent as text, never as markup', async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, { ...userList, page: { data: [userListRowFixture({ name: '<img src=x onerror=alert(1)>' })], total: 1 } }, '');
    expect(document.querySelector('#first-look img')).toBeNull();
    expect(texts('.first-look__secondary')[0]).toContain('<img src=x onerror=alert(1)>');
  });

  it('goes when react-admin takes over, and is not drawn after that', async () => {
    const { drawFirstLook, endFirstLook } = await freshFirstLook();
    drawFirstLook(document, userList, '');
    endFirstLook(document);
    expect(document.getElementById('first-look')).toBeNull();
    drawFirstLook(document, userList, '');
    expect(document.getElementById('first-look')).toBeNull();
  });

  it.each(['pointerdown', 'keydown'])('gives way at the first %s', async (type) => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, userList, '');
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(document.getElementById('first-look')).toBeNull();
  });

  it("draws any other screen's bar alone, with its title, over nothing but the bar", async () => {
    const { drawFirstLook } = await freshFirstLook();
    drawFirstLook(document, { titleKey: 'resources.releases.page.list' }, '');
    expect(texts('.first-look__title')).toEqual(['Versionen']);
    expect(document.querySelector('#first-look')?.classList).toContain('first-look__look--bar');
    expect(document.querySelectorAll('.first-look__row, .first-look__tab')).toHaveLength(0);
  });

  it('fits every screen of the back-office, on a phone only', async () => {
    const { firstLookFits } = await freshFirstLook();
    const on = (pathname: string, phone: boolean) => ({
      location: { pathname } as Location,
      matchMedia: () => ({ matches: phone }) as MediaQueryList,
    });
    for (const pathname of ['/admin', '/admin/', '/admin/users', '/admin/users/', '/admin/users/new', '/admin/releases', '/admin/audit'])
      expect(firstLookFits(on(pathname, true))).toBe(true);
    expect(firstLookFits(on('/admin/users', false))).toBe(false);
    expect(firstLookFits(on('/admin/gibt-es-nicht', true))).toBe(false);
  });

  describe('what it draws', () => {
    const admin = Promise.resolve(true);
    const noAdmin = Promise.resolve(false);

    it("draws the user list with its first page, and another screen's title once an admin is signed in", async () => {
      const { firstLookOf } = await freshFirstLook();
      expect(await firstLookOf('/admin/users', admin, Promise.resolve(page))).toEqual(userList);
      expect(await firstLookOf('/admin/releases/create', admin, Promise.resolve(undefined))).toEqual({
        titleKey: 'resources.releases.page.create',
      });
      expect(await firstLookOf('/admin', admin, Promise.resolve(undefined))).toEqual({ titleKey: 'admin.overview.name' });
    });

    it('draws nothing for someone who is no admin, nor a user list without its first page, nor an unknown screen', async () => {
      const { firstLookOf } = await freshFirstLook();
      expect(await firstLookOf('/admin/releases', noAdmin, Promise.resolve(undefined))).toBeUndefined();
      expect(await firstLookOf('/admin/users', admin, Promise.resolve(undefined))).toBeUndefined();
      expect(await firstLookOf('/admin/gibt-es-nicht', admin, Promise.resolve(page))).toBeUndefined();
    });
  });

  describe("the hand-over of a screen's bar", () => {
    const reactAdminBar = (title: string) => {
      const span = document.createElement('span');
      span.id = 'react-admin-title';
      span.textContent = title;
      document.body.append(span);
      return span;
    };
    afterEach(() => document.getElementById('react-admin-title')?.remove());

    it("stays until react-admin's bar shows the screen's title, then goes", async () => {
      const { drawFirstLook, endFirstLookWhenTitled } = await freshFirstLook();
      drawFirstLook(document, { titleKey: 'resources.releases.page.list' }, '');
      const title = reactAdminBar('');
      endFirstLookWhenTitled(document);
      expect(document.getElementById('first-look')).not.toBeNull();
      const titled = new Promise<void>((resolve) => new MutationObserver(() => resolve()).observe(document.body, { childList: true }));
      title.append(document.createElement('span'));
      title.firstChild!.textContent = 'Versionen';
      await titled;
      expect(document.getElementById('first-look')).toBeNull();
    });

    it('goes at once where the bar has its title already, or where react-admin drew no bar', async () => {
      const { drawFirstLook, endFirstLookWhenTitled } = await freshFirstLook();
      drawFirstLook(document, { titleKey: 'resources.releases.page.list' }, '');
      endFirstLookWhenTitled(document);
      expect(document.getElementById('first-look')).toBeNull();

      const again = await freshFirstLook();
      again.drawFirstLook(document, { titleKey: 'resources.releases.page.list' }, '');
      reactAdminBar('Versionen');
      again.endFirstLookWhenTitled(document);
      expect(document.getElementById('first-look')).toBeNull();
    });
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
