import crypto from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface KeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** Derives the public half, so an operator only has to provide the private key. */
export function keyPairFromPrivateKey(privateKeyPem: string): KeyPair {
  const publicKeyPem = crypto
    .createPublicKey(crypto.createPrivateKey(privateKeyPem))
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return { publicKeyPem, privateKeyPem };
}

/**
 * The login key pair: from `privateKeyPem` (RSA_PRIVATE_KEY) when given, else read from
 * `<dataDir>/rsa/{private,public}.pem`, generated there on first start. A start script can call
 * this to put the same public key into the shell's runtime config.
 */
export function ensureKeyPair(dataDir: string, privateKeyPem?: string): KeyPair {
  if (privateKeyPem) return keyPairFromPrivateKey(privateKeyPem);
  const dir = path.join(dataDir, 'rsa');
  const privatePath = path.join(dir, 'private.pem');
  const publicPath = path.join(dir, 'public.pem');
  if (existsSync(privatePath)) {
    const pair = keyPairFromPrivateKey(readFileSync(privatePath, 'utf8'));
    if (!existsSync(publicPath)) writeFileSync(publicPath, pair.publicKeyPem);
    return pair;
  }
  mkdirSync(dir, { recursive: true });
  const pair = generateKeyPair();
  writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
  writeFileSync(publicPath, pair.publicKeyPem);
  return pair;
}

/**
 * Undoes jsencrypt's `encryptOAEP` (RSA-OAEP with SHA-256). PKCS#1 v1.5 is refused on purpose:
 * Node 20 disables it for decryption (CVE-2023-46809) and it invites padding-oracle attacks.
 * Returns null for anything that is not a ciphertext made with our public key.
 */
export function decryptPassword(ciphertextBase64: string, privateKeyPem: string): string | null {
  const ciphertext = Buffer.from(ciphertextBase64, 'base64');
  if (ciphertext.length === 0) return null;
  try {
    return crypto
      .privateDecrypt(
        { key: privateKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        ciphertext,
      )
      .toString('utf8');
  } catch {
    return null;
  }
}
