/** FNV-1a over the words: the same words always give the same seed. */
function seedOf(words: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of words.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator, enough to mix a sentence. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order in which the words are offered (indexes into `words`): shuffled, but the same for
 * the same words, so the preview does not jump while the author types elsewhere and tests are
 * stable. A shuffle that reads like the sentence itself is turned by one place.
 */
export function shuffledOrder(words: readonly string[]): number[] {
  const order = words.map((_, index) => index);
  const random = generator(seedOf(words));
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? other, order[index] ?? index];
  }
  const readsRight = order.every((word, place) => words[word] === words[place]);
  if (order.length > 1 && readsRight) order.push(order.shift() ?? 0);
  return order;
}
