// jsdom lacks the Fetch API classes and a few other globals that Node has; the client and the
// fake servers of the tests use them, so they are lent from Node into the jsdom window.
// jsdom also only logs "not implemented" for scrollTo, which the router calls after each navigation,
// and has no scrollIntoView (the account's tab bar scrolls its current tab into view),
// and its <dialog> lacks showModal and close: stand-ins open and close it as a browser does
// (focus on the autofocus element, a 'close' event), without the modality.
const { TestEnvironment } = require('jest-environment-jsdom');

const borrowed = ['Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'structuredClone'];

module.exports = class CustomerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of borrowed) this.global[name] = globalThis[name];
    this.global.scrollTo = () => {};
    this.global.Element.prototype.scrollIntoView = () => {};
    const dialog = this.global.HTMLDialogElement.prototype;
    dialog.showModal = function showModal() {
      this.setAttribute('open', '');
      this.querySelector('[autofocus]')?.focus();
    };
    dialog.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new this.ownerDocument.defaultView.Event('close'));
    };
  }
};
