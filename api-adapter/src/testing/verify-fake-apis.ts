import { verifyFakeApis } from './fake-api.js';

// A fake webapi's problems often reach the app only as a network error it shows quietly: fail the test here instead.
afterEach(verifyFakeApis);
