/** Encrypts a password for the API with its RSA public key (PEM). */
export type PasswordEncryption = (password: string, publicKeyPem: string) => string;

/** Why no encrypted password came out (jsencrypt answers `false` for a key it cannot use). */
export const ENCRYPTION_FAILED = 'Password could not be encrypted';

let loading: Promise<PasswordEncryption> | null = null;

/**
 * The password's encryption, loaded on first use (jsencrypt, about 20 KB gzip): it is needed only
 * to log in and to change a password, and loading it with the store put it on every page of the
 * app, a cold match or casino table included (issue 12). A failed load (network) is forgotten so
 * the next call tries again. A login form calls this once it is shown, so that the submit does not
 * wait for it.
 *
 * RSA-OAEP with SHA-256 (DESIGN section 6): jsencrypt's plain `encrypt` is PKCS#1 v1.5, which
 * Node 20 refuses to decrypt and which is open to padding-oracle attacks.
 */
export function loadPasswordEncryption(): Promise<PasswordEncryption> {
  if (loading) return loading;
  const started = import('jsencrypt').then(({ default: JSEncrypt }): PasswordEncryption => (password, publicKeyPem) => {
    const rsa = new JSEncrypt();
    rsa.setPublicKey(publicKeyPem);
    // jsencrypt treats each character as one byte: hand it the UTF-8 bytes so non-ASCII survives.
    const utf8 = String.fromCharCode(...new TextEncoder().encode(password));
    const encrypted = rsa.encryptOAEP(utf8);
    if (!encrypted) throw new Error(ENCRYPTION_FAILED);
    return encrypted;
  });
  loading = started;
  started.catch(() => {
    if (loading === started) loading = null;
  });
  return started;
}

/** The password encrypted for the API (loads the encryption when it is not yet loaded). */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  return (await loadPasswordEncryption())(password, publicKeyPem);
}
