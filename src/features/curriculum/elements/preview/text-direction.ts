const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The direction of an author's words, from their first letter, like `dir="auto"`; for a group of
 * elements, where `dir="auto"` on the parent would skip children that carry their own `dir`.
 * Undefined (inherit the page's) when there is no letter.
 */
export function directionOf(text: string): 'ltr' | 'rtl' | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (!letter) return undefined;
  return RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr';
}
