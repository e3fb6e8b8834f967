// A whole game in a link's fragment (#g=…), which browsers never send to a server. Pure functions:
// encodeGame(game) -> text, decodeGame(text) -> {game} or {error}. The game is the scorer's form
// ({players: [{name, arboretum: [{row, col, species, value}], hand: [{species, value}]}]}).
//
// Bytes, then base64url: format version; player count; per player its name (UTF-8, length first),
// the offsets of its arboretum (zigzag), its card count (high bit: positions on 2 bytes), each card
// as species × 8 + value − 1 and its position (row × 16 + col from the offsets, or row and col),
// then its hand (count, cards); last, 2 bytes of checksum, so a changed character is caught.

import FACTS from "./facts.mjs";

export const FRAGMENT_KEY = "g";
const VERSION = 1;
const WIDE = 0x80;
const VALUE_COUNT = FACTS.values.length;

class Broken extends Error {}

function checksum(bytes) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return [(hash >>> 24) ^ ((hash >>> 8) & 0xff), ((hash >>> 16) & 0xff) ^ (hash & 0xff)];
}

const zigzag = (n) => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (n) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

function cardCode(card) {
  const species = FACTS.species.indexOf(card.species);
  const value = FACTS.values.indexOf(card.value);
  if (species < 0 || value < 0) throw new Broken("card");
  return species * VALUE_COUNT + value;
}

function codeCard(code) {
  const species = FACTS.species[Math.floor(code / VALUE_COUNT)];
  if (species === undefined) throw new Broken("card");
  return { species, value: FACTS.values[code % VALUE_COUNT] };
}

function byte(n) {
  if (!Number.isInteger(n) || n < 0 || n > 255) throw new Broken("range");
  return n;
}

function encodePlayer(out, player) {
  const name = new TextEncoder().encode(String(player.name ?? ""));
  out.push(byte(name.length), ...name);
  const cards = player.arboretum || [];
  const top = cards.length ? Math.min(...cards.map((c) => c.row)) : 0;
  const left = cards.length ? Math.min(...cards.map((c) => c.col)) : 0;
  const wide = cards.some((c) => c.row - top > 15 || c.col - left > 15);
  out.push(byte(zigzag(top)), byte(zigzag(left)), byte(cards.length | (wide ? WIDE : 0)));
  if (cards.length >= WIDE) throw new Broken("range");
  for (const card of cards) {
    out.push(cardCode(card));
    if (wide) out.push(byte(card.row - top), byte(card.col - left));
    else out.push((card.row - top) * 16 + (card.col - left));
  }
  const hand = player.hand || [];
  out.push(byte(hand.length), ...hand.map(cardCode));
}

function toBase64Url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Broken("alphabet");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The game as the text after "#g=" (throws on a game that is not cards and names). */
export function encodeGame(game) {
  const out = [VERSION, byte(game.players.length)];
  for (const player of game.players) encodePlayer(out, player);
  out.push(...checksum(out));
  return toBase64Url(out);
}

function reader(bytes) {
  let at = 0;
  const next = () => {
    if (at >= bytes.length) throw new Broken("short");
    return bytes[at++];
  };
  const take = (n) => {
    if (at + n > bytes.length) throw new Broken("short");
    at += n;
    return bytes.subarray(at - n, at);
  };
  return { next, take, done: () => at === bytes.length };
}

function decodePlayer(read) {
  const name = new TextDecoder("utf-8", { fatal: true }).decode(read.take(read.next()));
  const top = unzigzag(read.next());
  const left = unzigzag(read.next());
  const head = read.next();
  const wide = (head & WIDE) !== 0;
  const arboretum = [];
  const cells = new Set();
  for (let i = 0; i < (head & ~WIDE); i += 1) {
    const { species, value } = codeCard(read.next());
    const position = read.next();
    const [row, col] = wide ? [position, read.next()] : [Math.floor(position / 16), position % 16];
    const cell = `${row},${col}`;
    if (cells.has(cell)) throw new Broken("cell");
    cells.add(cell);
    arboretum.push({ row: row + top, col: col + left, species, value });
  }
  const hand = [];
  const handCount = read.next();
  for (let i = 0; i < handCount; i += 1) hand.push(codeCard(read.next()));
  return { name, arboretum, hand };
}

/** {game} from the text after "#g=", or {error: "broken"} for a text this page did not make. */
export function decodeGame(text) {
  try {
    const bytes = fromBase64Url(String(text));
    if (bytes.length < 4) throw new Broken("short");
    const body = bytes.subarray(0, bytes.length - 2);
    const [a, b] = checksum(body);
    if (a !== bytes[bytes.length - 2] || b !== bytes[bytes.length - 1]) throw new Broken("checksum");
    const read = reader(body);
    if (read.next() !== VERSION) throw new Broken("version");
    const count = read.next();
    if (!FACTS.playerCounts.includes(count)) throw new Broken("players");
    const players = [];
    for (let i = 0; i < count; i += 1) players.push(decodePlayer(read));
    if (!read.done()) throw new Broken("trailing");
    return { game: { players } };
  } catch {
    return { error: "broken" };
  }
}

/** The text of `#g=…` in a location's hash, or null when the hash holds no game. */
export function fragmentGame(hash) {
  const params = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  return params.has(FRAGMENT_KEY) ? params.get(FRAGMENT_KEY) : null;
}

/** The page's URL with the game in its fragment. */
export function shareUrl(pageUrl, game) {
  const url = new URL(pageUrl);
  url.hash = `${FRAGMENT_KEY}=${encodeGame(game)}`;
  return url.href;
}
