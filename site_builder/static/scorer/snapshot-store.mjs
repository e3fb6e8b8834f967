// Memory snapshots of a started scorer, kept on the device so that a later visit restores Pyodide's
// memory instead of starting Python and importing the standard library and the scorer again.
//
// A snapshot is made by the scorer's worker after its first start (scorer-worker.mjs) and kept in
// Cache Storage under a key naming the runtime, the standard library, the wheel and the module (their
// URLs carry their digests): another build's snapshot is never read. One snapshot is kept in all
// (about 12 MB, packed: see PAGE): keeping one drops every other. A snapshot is kept with its length
// and its SHA-256 digest; its bytes are read while Pyodide starts loading, their digest is computed
// (off the worker's thread) while Pyodide starts from them, and the scorer is used only once length
// and digest match: a snapshot that does not match is dropped. Every failure (no Cache Storage, a
// full disk, an evicted or damaged entry) leaves the worker to its normal start: nothing here throws.

export const SNAPSHOT_CACHE = "marquoir-snapshot";
// Most of Pyodide's memory is zeros (six pages in ten, right after a start): a snapshot is kept without
// its pages of zeros, in this format: a header of 32-bit words (MAGIC, the full length, how many pages
// are kept, the index of each), then those pages. About 12 MB instead of 31: read back faster.
const PAGE = 65536;
const MAGIC = 0x4d515353;
const LENGTH_HEADER = "x-snapshot-length";
const DIGEST_HEADER = "x-snapshot-sha256";

/** The SHA-256 digest of `bytes` in hexadecimal, or null when this browser cannot compute it. */
export async function sha256(bytes) {
  try {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}

function isZero(bytes) {
  if (bytes.byteOffset % 4) return bytes.every((byte) => byte === 0);
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  for (let i = words.length << 2; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** A snapshot without its pages of zeros. */
export function pack(bytes) {
  const kept = [];
  for (let start = 0, index = 0; start < bytes.length; start += PAGE, index++) {
    if (!isZero(bytes.subarray(start, start + PAGE))) kept.push(index);
  }
  const header = Uint32Array.of(MAGIC, bytes.length, kept.length, ...kept);
  const body = kept.reduce((size, index) => size + Math.min(PAGE, bytes.length - index * PAGE), 0);
  const packed = new Uint8Array(header.byteLength + body);
  packed.set(new Uint8Array(header.buffer));
  let at = header.byteLength;
  for (const index of kept) {
    const page = bytes.subarray(index * PAGE, (index + 1) * PAGE);
    packed.set(page, at);
    at += page.length;
  }
  return packed;
}

/** The whole snapshot back from pack()'s bytes; throws on bytes pack() did not make. */
export function unpack(packed) {
  const word = (i) => new DataView(packed.buffer, packed.byteOffset + 4 * i, 4).getUint32(0, true);
  if (packed.length < 12 || word(0) !== MAGIC) throw new Error("snapshot: not a packed snapshot");
  const length = word(1);
  const count = word(2);
  let at = 4 * (3 + count);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < count; i++) {
    const start = word(3 + i) * PAGE;
    const size = Math.min(PAGE, length - start);
    if (size <= 0 || at + size > packed.length) throw new Error("snapshot: a page out of bounds");
    bytes.set(packed.subarray(at, at + size), start);
    at += size;
  }
  if (at !== packed.length) throw new Error("snapshot: bytes left over");
  return bytes;
}

/** The key of the snapshot of one runtime, standard library, wheel and module, on this origin. */
export function snapshotKey(origin, { runtime, stdlib, wheel, module }) {
  return `${origin}/.snapshot?${new URLSearchParams({ runtime, stdlib, wheel, module })}`;
}

/**
 * The snapshot kept under `key`, as {read, keep, drop}, or null when this browser has no Cache Storage
 * to keep it in. read() gives null when there is no snapshot (or one kept without its length and
 * digest), else {bytes, intact} at once, before the bytes are read: `bytes` a promise of them (it
 * fails when they are not of the length kept with them), `intact` a promise of whether their digest is
 * the one kept with them; Pyodide can start loading while they are read. keep(bytes) gives whether
 * they were kept.
 */
export async function openSnapshot(key, storage = globalThis.caches) {
  if (!storage || typeof storage.open !== "function") return null;
  let cache;
  try {
    cache = await storage.open(SNAPSHOT_CACHE);
  } catch {
    return null;
  }
  const drop = async () => {
    try {
      await cache.delete(key);
    } catch {
      // nothing more to do: the next keep() replaces it
    }
  };
  const read = async () => {
    let found;
    try {
      found = await cache.match(key);
    } catch {
      return null;
    }
    if (!found) return null;
    const length = found.headers.get(LENGTH_HEADER);
    const expected = found.headers.get(DIGEST_HEADER);
    if (!length || !expected) {
      await drop();
      return null;
    }
    const packed = found.arrayBuffer().then((buffer) => {
      if (buffer.byteLength === 0 || String(buffer.byteLength) !== length) throw new Error("snapshot: wrong length");
      return new Uint8Array(buffer);
    });
    const intact = packed.then(sha256).then((digest) => digest === expected, () => false);
    intact.then((good) => good || drop());
    return { bytes: packed.then(unpack), intact };
  };
  const keep = async (bytes) => {
    try {
      const packed = pack(bytes);
      const digest = await sha256(packed);
      if (!digest) return false;
      const headers = {
        "content-type": "application/octet-stream",
        [LENGTH_HEADER]: String(packed.length),
        [DIGEST_HEADER]: digest,
      };
      await cache.put(key, new Response(packed, { headers }));
      for (const request of await cache.keys()) {
        if (request.url !== key) await cache.delete(request);
      }
      return true;
    } catch {
      await drop();
      return false;
    }
  };
  return { read, keep, drop };
}
