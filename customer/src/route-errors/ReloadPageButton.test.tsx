import { fireEvent, render, screen } from '@testing-library/preact';
import { ServicesProvider } from '../services/services';
import { fakeServices } from '../testing/render-with-services';
import { ReloadPageButton } from './ReloadPageButton';

function clickReloadAt(address: string) {
  const { services, navigate } = fakeServices();
  render(
    <ServicesProvider value={{ ...services, currentAddress: () => address }}>
      <ReloadPageButton />
    </ServicesProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
  return navigate;
}

describe('ReloadPageButton', () => {
  it('loads the current address again', () => {
    expect(clickReloadAt('/account/edit?tab=devices#top')).toHaveBeenCalledWith('/account/edit?tab=devices#top');
  });

  // The app answers every page address, '//evil.example' too: reloading it must not leave the portal.
  it.each(['//evil.example', '/\\evil.example', '/.//evil.example'])('goes to /account instead of the current path %s', (address) => {
    expect(clickReloadAt(address)).toHaveBeenCalledWith('/account');
  });
});
