import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as authenticator apps compute it, for the
// console's logins in the browser tests.

/** base32Decode reads an RFC 4648 base32 secret (no padding needed). */
export function base32Decode(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of s.replace(/=+$/, '').toUpperCase()) {
    const i = alphabet.indexOf(c);
    if (i < 0) throw new Error(`not base32: ${c}`);
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** totp is the code of secret at time ms (now by default). */
export function totp(secret: string, ms = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

/**
 * freshTotp waits, when the current code has under 5 s left, for the next one; and
 * when this secret's current code was already used by an earlier login of the run (the
 * server refuses a code twice), for the next window. The last window used is kept in
 * a file, so that specs in other worker processes see it too.
 */
export async function freshTotp(secret: string): Promise<string> {
  const mark = join(tmpdir(), `amora-e2e-totp-${createHash('sha1').update(secret).digest('hex').slice(0, 12)}`);
  const window = () => Math.floor(Date.now() / 30_000);
  let used = -1;
  try {
    used = Number(readFileSync(mark, 'utf8'));
  } catch {
    // no login with this secret yet
  }
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000 || window() <= used) {
    const wait = window() <= used ? (used + 1) * 30_000 - Date.now() : left;
    await new Promise((r) => setTimeout(r, wait + 200));
  }
  writeFileSync(mark, String(window()));
  return totp(secret);
}
