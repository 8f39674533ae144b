/**
 * Prints the login public key (PEM), creating the key pair on first use exactly as the API would,
 * so a start script can put it into the shell's runtime config before the API is up:
 *   pnpm --filter @exchange/api exec tsx scripts/public-key.ts
 */
import { loadConfig } from '../src/config';
import { ensureKeyPair } from '../src/security/keys';

const config = loadConfig();
process.stdout.write(ensureKeyPair(config.dataDir, config.rsaPrivateKey).publicKeyPem);
