import { Type, type Static } from '@exchange/typebox-kit';
import { Id, IdParams } from './ids';

export const SigninBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 32, description: "Login code, e.g. 'C1001'" }),
  password: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'Base64 RSA-OAEP (SHA-256) ciphertext of the password, made with the key from /auth/public-key',
  }),
});
export type SigninInput = Static<typeof SigninBody>;

/** Headers the client always sends; recorded with the session, never required. */
export const ClientHeaders = Type.Object({
  'x-origin-id': Type.Optional(Type.String({ description: 'Origin identifier of the client' })),
  'x-fingerprint': Type.Optional(Type.String({ description: 'Browser fingerprint' })),
});

const Rupees = (description: string) => Type.Number({ description });
const Liability = Rupees('Money at risk on open bets, in rupees: 0 or negative (e.g. -1500.5)');

export const UserData = Type.Object({
  id: Type.Integer(),
  token: Type.String({ description: 'Bearer token for the Authorization header; valid 24 hours' }),
  username: Type.String({ description: "Login code and name, e.g. 'C1001 Ravi'" }),
  balance: Rupees('Wallet balance in rupees'),
  liability: Liability,
  resetRequired: Type.Boolean({ description: 'The player must change the password before playing' }),
});
export type UserData = Static<typeof UserData>;

export const Profile = Type.Object({
  id: Type.Integer(),
  username: Type.String({ description: "Login code and name, e.g. 'C1001 Ravi'" }),
  balance: Rupees('Wallet balance in rupees'),
  liability: Liability,
  resetRequired: Type.Boolean(),
  rateDifference: Type.Integer({ minimum: 1, maximum: 5 }),
  latestNotice: Type.Optional(
    Type.String({
      description:
        "The id of the player's newest settlement notice ('0' for none): the client asks `GET /notices?since=` only when it changes",
    }),
  ),
});
export type Profile = Static<typeof Profile>;

export const ProfileParams = IdParams;

export const PublicKey = Type.Object({
  publicKey: Type.String({ description: 'PEM (SPKI) RSA public key for encrypting the login password' }),
});

const Encrypted = (description: string) =>
  Type.String({ minLength: 1, maxLength: 2048, description: `${description}: base64 RSA-OAEP (SHA-256) ciphertext` });

/**
 * Both spec variants: the page sends the old and new password, and the new one must be exactly 6
 * characters; the profile modal adds uid and resetRequired=false, and accepts 6 or more.
 */
export const PasswordChangeBody = Type.Object(
  {
    password: Encrypted('Current password'),
    newPassword: Encrypted(
      'New password: exactly 6 characters from the page; 6 or more (at most 72 bytes) with uid, from the profile modal',
    ),
    resetRequired: Type.Optional(Type.Literal(false, { description: 'Profile modal: always false' })),
    uid: Type.Optional(Id('The player changing the password (profile modal)')),
  },
  { additionalProperties: false },
);
export type PasswordChangeInput = Static<typeof PasswordChangeBody>;

export const RateDifferenceBody = Type.Object({ rateDifference: Type.Integer({ minimum: 1, maximum: 5 }) });
export type RateDifferenceInput = Static<typeof RateDifferenceBody>;
export type PublicKey = Static<typeof PublicKey>;
