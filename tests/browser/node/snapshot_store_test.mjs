// The scorer's snapshot store (snapshot-store.mjs, as the build published it), run with `node --test`
// against a Cache Storage made of Maps: Node has none of its own, which is itself one of the cases.
import assert from "node:assert/strict";
import test from "node:test";

const { openSnapshot, snapshotKey, sha256, pack, unpack, SNAPSHOT_CACHE } = await import(process.env.SNAPSHOT_MODULE);

const ORIGIN = "https://marquoir.test";
const KEY = snapshotKey(ORIGIN, { runtime: "/pyodide/a/", stdlib: "/pyodide/a/stdlib-1.zip", wheel: "/scorer/1/w.whl", module: "scorer.game" });
const OTHER = snapshotKey(ORIGIN, { runtime: "/pyodide/a/", stdlib: "/pyodide/a/stdlib-1.zip", wheel: "/scorer/2/w.whl", module: "scorer.game" });

/** Cache Storage as a browser gives it, kept in Maps; `failing` names the methods that throw. */
function fakeStorage(failing = []) {
  const caches = new Map();
  const fail = (name) => {
    if (failing.includes(name)) throw new Error(`${name} failed`);
  };
  return {
    caches,
    async open(name) {
      fail("open");
      if (!caches.has(name)) caches.set(name, new Map());
      const entries = caches.get(name);
      const url = (key) => (typeof key === "string" ? key : key.url); // a URL or a Request
      return {
        async match(key) { fail("match"); return entries.get(url(key))?.clone(); },
        async put(key, response) { fail("put"); entries.set(url(key), response); },
        async delete(key) { fail("delete"); return entries.delete(url(key)); },
        async keys() { return [...entries.keys()].map((url) => ({ url })); },
      };
    },
  };
}

const bytesOf = (...values) => new Uint8Array(values);
const entries = (storage) => [...(storage.caches.get(SNAPSHOT_CACHE)?.keys() ?? [])];

test("without Cache Storage there is no store, and nothing throws", async () => {
  assert.equal(await openSnapshot(KEY, undefined), null);
  assert.equal(await openSnapshot(KEY, {}), null);
  assert.equal(await openSnapshot(KEY, fakeStorage(["open"])), null);
});

test("a kept snapshot reads back whole, with its digest checked", async () => {
  const storage = fakeStorage();
  const store = await openSnapshot(KEY, storage);
  assert.equal(await store.read(), null);
  assert.equal(await store.keep(bytesOf(1, 2, 3, 4)), true);
  const kept = await store.read();
  assert.deepEqual([...(await kept.bytes)], [1, 2, 3, 4]);
  assert.equal(await kept.intact, true);
  assert.equal((await sha256(bytesOf(1, 2, 3, 4))).length, 64);
});

test("keeping one snapshot drops every other (another build's)", async () => {
  const storage = fakeStorage();
  await (await openSnapshot(OTHER, storage)).keep(bytesOf(9, 9));
  assert.deepEqual(entries(storage), [OTHER]);
  await (await openSnapshot(KEY, storage)).keep(bytesOf(1, 2));
  assert.deepEqual(entries(storage), [KEY]);
  assert.equal(await (await openSnapshot(OTHER, storage)).read(), null);
});

test("a damaged or short snapshot is not intact and is dropped; one without its length is not read", async () => {
  const storage = fakeStorage();
  const store = await openSnapshot(KEY, storage);
  const entriesOfCache = () => storage.caches.get(SNAPSHOT_CACHE);
  await store.keep(bytesOf(1, 2, 3, 4));
  const stored = entriesOfCache().get(KEY);
  const { headers } = stored;
  const packed = new Uint8Array(await stored.clone().arrayBuffer());
  packed[packed.length - 2] ^= 0xff; // in the kept page: still a well-formed snapshot
  entriesOfCache().set(KEY, new Response(packed, { headers }));
  const damaged = await store.read();
  assert.deepEqual([...(await damaged.bytes)], [1, 2, 3 ^ 0xff, 4]);
  assert.equal(await damaged.intact, false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(entries(storage), []);

  entriesOfCache().set(KEY, new Response(bytesOf(1, 2), { headers }));
  const short = await store.read();
  await assert.rejects(short.bytes);
  assert.equal(await short.intact, false);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(entries(storage), []);

  entriesOfCache().set(KEY, new Response(bytesOf(1, 2, 3, 4))); // no length, no digest
  assert.equal(await store.read(), null);
  assert.deepEqual(entries(storage), []);
});

test("a full disk keeps nothing and says so; a failing read is no snapshot", async () => {
  const full = await openSnapshot(KEY, fakeStorage(["put"]));
  assert.equal(await full.keep(bytesOf(1)), false);
  const unreadable = await openSnapshot(KEY, fakeStorage(["match"]));
  assert.equal(await unreadable.read(), null);
  await unreadable.drop();
});

test("a snapshot is kept without its pages of zeros, and comes back whole", () => {
  const PAGE = 65536;
  const memory = new Uint8Array(5 * PAGE + 100); // five whole pages and a short one
  memory[3] = 7;
  memory[2 * PAGE + 5] = 9;
  memory[5 * PAGE + 99] = 1;
  const packed = pack(memory);
  assert.ok(packed.length < 3 * PAGE + 100, `${packed.length} bytes`); // pages 0, 2 and the short one
  assert.deepEqual(unpack(packed), memory);
  assert.deepEqual(unpack(pack(new Uint8Array(2 * PAGE))), new Uint8Array(2 * PAGE));
  assert.throws(() => unpack(bytesOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)));
  assert.throws(() => unpack(packed.subarray(0, packed.length - 1)));
});
