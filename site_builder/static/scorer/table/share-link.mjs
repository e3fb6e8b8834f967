// A whole game in a link's fragment (#g=…), which browsers never send to a server, for any game. Pure
// functions: createShareLink(codec) gives encodeGame(game) -> text and decodeGame(text) -> {game} or
// {error: "broken"}. The game is in the scorer's form; the game's codec writes and reads its bytes:
// codec.encode(writer, game) with writer.byte(n) (0 to 255, else the game cannot be linked),
// writer.text(string) (UTF-8, its length first); codec.decode(reader) -> game with reader.next(),
// reader.take(n), reader.text(), and reader.broken(why) for what no page made.
// The kit frames them: a format byte (1) first, then the game's bytes, then 2 bytes of checksum (a
// changed character is caught), in base64url.

export const FRAGMENT_KEY = "g";
const FORMAT = 1;

export class BrokenLink extends Error {}

const broken = (why) => {
  throw new BrokenLink(why);
};

function checksum(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return [(hash >>> 24) ^ ((hash >>> 8) & 0xff), ((hash >>> 16) & 0xff) ^ (hash & 0xff)];
}

export const zigzag = (n) => (n >= 0 ? n * 2 : -n * 2 - 1);
export const unzigzag = (n) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

function writer() {
  const out = [];
  const byte = (n) => {
    if (!Number.isInteger(n) || n < 0 || n > 255) broken("range");
    out.push(n);
  };
  const text = (value) => {
    const bytes = new TextEncoder().encode(String(value ?? ""));
    byte(bytes.length);
    out.push(...bytes);
  };
  return { out, byte, text };
}

function reader(bytes) {
  let at = 0;
  const next = () => (at < bytes.length ? bytes[at++] : broken("short"));
  const take = (n) => {
    if (at + n > bytes.length) broken("short");
    at += n;
    return bytes.subarray(at - n, at);
  };
  const text = () => new TextDecoder("utf-8", { fatal: true }).decode(take(next()));
  return { next, take, text, broken, done: () => at === bytes.length };
}

function toBase64Url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) broken("alphabet");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function createShareLink(codec) {
  /** The game as the text after "#g=" (throws BrokenLink on a game the codec cannot write). */
  function encodeGame(game) {
    const write = writer();
    write.byte(FORMAT);
    codec.encode(write, game);
    write.out.push(...checksum(write.out));
    return toBase64Url(write.out);
  }
  /** {game} from the text after "#g=", or {error: "broken"} for a text this page did not make. */
  function decodeGame(text) {
    try {
      const bytes = fromBase64Url(String(text));
      if (bytes.length < 4) broken("short");
      const body = bytes.subarray(0, bytes.length - 2);
      const [a, b] = checksum(body);
      if (a !== bytes[bytes.length - 2] || b !== bytes[bytes.length - 1]) broken("checksum");
      const read = reader(body);
      if (read.next() !== FORMAT) broken("version");
      const game = codec.decode(read);
      if (!read.done()) broken("trailing");
      return { game };
    } catch {
      return { error: "broken" };
    }
  }
  /** The page's URL with the game in its fragment. */
  function shareUrl(pageUrl, game) {
    const url = new URL(pageUrl);
    url.hash = `${FRAGMENT_KEY}=${encodeGame(game)}`;
    return url.href;
  }
  return { encodeGame, decodeGame, shareUrl };
}

/** The text of `#g=…` in a location's hash, or null when the hash holds no game. */
export function fragmentGame(hash) {
  const params = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  return params.has(FRAGMENT_KEY) ? params.get(FRAGMENT_KEY) : null;
}
