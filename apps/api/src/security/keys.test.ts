import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vector from './fixtures/jsencrypt-oaep-vector.json';
import { decryptPassword, ensureKeyPair, generateKeyPair } from './keys';

interface JSEncryptLike {
  setPublicKey(pem: string): void;
  encrypt(text: string): string | false;
  encryptOAEP(text: string): string | false;
}

// jsencrypt's ESM build uses extensionless imports Node cannot resolve; its UMD build runs in Node
// (it falls back from window.crypto to Math.random for padding, which is fine for a test).
const JSEncrypt = createRequire(import.meta.url)('jsencrypt') as new () => JSEncryptLike;

const keys = generateKeyPair();

describe('login password encryption', () => {
  it('decrypts what jsencrypt encryptOAEP produces', () => {
    const client = new JSEncrypt();
    client.setPublicKey(keys.publicKeyPem);
    for (const password of ['123456', 'Ab-9_x', 'a'.repeat(64)]) {
      const ciphertext = client.encryptOAEP(password);
      expect(ciphertext).toEqual(expect.any(String));
      expect(decryptPassword(ciphertext as string, keys.privateKeyPem)).toBe(password);
    }
  });

  // jsencrypt pads with charCodeAt, one byte per UTF-16 unit, so anything beyond ASCII must be
  // handed to it as a UTF-8 byte string; the API decodes the plaintext as UTF-8.
  it('round-trips non-ASCII passwords the client encodes as UTF-8 bytes first', () => {
    const client = new JSEncrypt();
    client.setPublicKey(keys.publicKeyPem);
    const password = 'pässwörd ₹';
    const utf8Bytes = String.fromCharCode(...new TextEncoder().encode(password));
    expect(decryptPassword(client.encryptOAEP(utf8Bytes) as string, keys.privateKeyPem)).toBe(password);
  });

  it('decrypts a fixed vector recorded from jsencrypt 3.5.4', () => {
    expect(decryptPassword(vector.ciphertextBase64, vector.privateKeyPem)).toBe(vector.plaintext);
  });

  it("refuses jsencrypt's PKCS#1 v1.5 encrypt, garbage and another key's ciphertext", () => {
    const client = new JSEncrypt();
    client.setPublicKey(keys.publicKeyPem);
    expect(decryptPassword(client.encrypt('123456') as string, keys.privateKeyPem)).toBeNull();
    expect(decryptPassword('bm90IGEgY2lwaGVydGV4dA==', keys.privateKeyPem)).toBeNull();
    expect(decryptPassword('', keys.privateKeyPem)).toBeNull();
    expect(decryptPassword(vector.ciphertextBase64, keys.privateKeyPem)).toBeNull();
  });
});

describe('ensureKeyPair', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-keys-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a 2048-bit pair on first start and reuses it afterwards', () => {
    const first = ensureKeyPair(dataDir);
    const privatePath = path.join(dataDir, 'rsa', 'private.pem');
    expect(readFileSync(privatePath, 'utf8')).toBe(first.privateKeyPem);
    expect(readFileSync(path.join(dataDir, 'rsa', 'public.pem'), 'utf8')).toBe(first.publicKeyPem);
    expect(statSync(privatePath).mode & 0o077).toBe(0);
    expect(crypto.createPublicKey(first.publicKeyPem).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(ensureKeyPair(dataDir)).toEqual(first);
  });

  it('takes the private key from the environment and derives the public key', () => {
    const fromEnv = ensureKeyPair(dataDir, vector.privateKeyPem);
    expect(fromEnv.publicKeyPem.trim()).toBe(vector.publicKeyPem.trim());
  });
});
