import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/** A fresh copy of the module (its loaded encryption is kept per module). */
async function freshModule() {
  vi.resetModules();
  return import('./encryptPassword');
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

afterEach(() => {
  vi.doUnmock('jsencrypt');
});

describe('the password encryption', () => {
  it('encrypts with RSA-OAEP and SHA-256, as the API decrypts, non-ASCII passwords included', async () => {
    const { encryptPassword } = await freshModule();
    for (const password of ['123456', 'पासवर्ड१२', 'Ünïcødé-€'])
      expect(decrypt(await encryptPassword(password, publicKey))).toBe(password);
  });

  it('is loaded once, on first use, and shared by every later call', async () => {
    const { loadPasswordEncryption } = await freshModule();
    const first = loadPasswordEncryption();
    expect(loadPasswordEncryption()).toBe(first);
    expect(await loadPasswordEncryption()).toBe(await first);
  });

  it('forgets a failed load, so the next submit tries again', async () => {
    vi.doMock('jsencrypt', () => {
      throw new Error('offline');
    });
    const { encryptPassword, loadPasswordEncryption } = await freshModule();
    await expect(encryptPassword('123456', publicKey)).rejects.toThrow();
    vi.doUnmock('jsencrypt');
    // A fresh request for the library (the failed one is not kept).
    vi.resetModules();
    const retried = loadPasswordEncryption();
    const encrypted = (await retried)('123456', publicKey);
    expect(decrypt(encrypted)).toBe('123456');
  });

  it('refuses a key it cannot use, with an error rather than an empty answer', async () => {
    const { encryptPassword } = await freshModule();
    await expect(encryptPassword('123456', 'not a key')).rejects.toThrow('Password could not be encrypted');
  });
});
