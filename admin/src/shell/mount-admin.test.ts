import { mountWhenLoaded, type HostDocument } from './mount-admin';

function fakeDocument(readyState: DocumentReadyState, container: HTMLElement | null) {
  const listeners: Array<() => void> = [];
  const host: HostDocument = {
    readyState,
    getElementById: (id) => (id === 'admin' ? container : null),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return { host, loaded: () => listeners.forEach((listener) => listener()) };
}

describe('mountWhenLoaded', () => {
  it('waits for DOMContentLoaded while the document is loading', () => {
    const container = document.createElement('div');
    const { host, loaded } = fakeDocument('loading', container);
    const mount = jest.fn();
    mountWhenLoaded(host, mount);
    expect(mount).not.toHaveBeenCalled();
    loaded();
    expect(mount).toHaveBeenCalledWith(container);
  });

  it('mounts at once when the document has already loaded', () => {
    const container = document.createElement('div');
    const mount = jest.fn();
    mountWhenLoaded(fakeDocument('complete', container).host, mount);
    expect(mount).toHaveBeenCalledWith(container);
  });

  it('logs an error and mounts nothing when the container is missing', () => {
    const mount = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mountWhenLoaded(fakeDocument('interactive', null).host, mount);
    expect(mount).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('id="admin"'));
    error.mockRestore();
  });
});
