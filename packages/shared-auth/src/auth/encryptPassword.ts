import JSEncrypt from 'jsencrypt';

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
