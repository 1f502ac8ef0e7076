import { SignedInNotFound } from './SignedInNotFound';

/** /account/… addresses that no tab knows. */
export default function AccountNotFoundScreen() {
  return <SignedInNotFound />;
}
