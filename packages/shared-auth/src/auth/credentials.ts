import JSEncrypt from 'jsencrypt';

/**
 * The login field shows a fixed leading C; the player types the rest. The name sent is C plus the
 * typed code with hyphens removed (spec section 5). A C the player typed anyway is not doubled.
 */
export function buildLoginUsername(typed: string): string {
  const code = typed.trim().replace(/-/g, '').replace(/^c/i, '');
  return `C${code}`;
}

/** Whether a typed code can be sent at all: letters and digits only once the C is added. */
export function isPlausibleUsername(typed: string): boolean {
  return /^C[A-Za-z0-9]{1,20}$/.test(buildLoginUsername(typed));
}

/**
 * RSA-OAEP with SHA-256 (DESIGN section 6): jsencrypt's plain `encrypt` is PKCS#1 v1.5, which
 * Node 20 refuses to decrypt and which is open to padding-oracle attacks.
 */
export function encryptPassword(password: string, publicKeyPem: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  // jsencrypt treats each character as one byte: hand it the UTF-8 bytes so non-ASCII survives.
  const utf8 = String.fromCharCode(...new TextEncoder().encode(password));
  const encrypted = rsa.encryptOAEP(utf8);
  if (!encrypted) throw new Error('Password could not be encrypted');
  return encrypted;
}
