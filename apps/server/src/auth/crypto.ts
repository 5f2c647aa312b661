import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto rather than a bcrypt/argon2 dependency: it is a memory-hard KDF in the
// standard library (no native add-on to build), and its cost parameters are stored with each hash.
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scryptAsync(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A hash of a random code, compared against when the account does not exist so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  const parts = (stored ?? (await dummyHash)).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

// No 0/O or 1/l/I: codes get read aloud and typed by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A personal code: 3 groups of 4 characters from 32 symbols = 60 bits from the CSPRNG. */
export function newPersonalCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

/** An access token of 256 random bits. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
