import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'ar';

/**
 * The language a request asks for: the first of Arabic and English in its Accept-Language, by
 * weight (`ar-JO;q=0.9, en;q=0.8`), English when it names neither.
 */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { primary: tag.split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && (entry.primary === 'ar' || entry.primary === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (asked[0]?.primary as Language | undefined) ?? 'en';
}

/** A bilingual title in the request's language, the other one when that one is empty. */
export function titleIn(language: Language, item: { titleEn: string; titleAr: string }) {
  return language === 'ar' ? item.titleAr || item.titleEn : item.titleEn || item.titleAr;
}

/** An item with its `title` for a client written from the spec, beside the two. */
export const withTitleFor = <T extends { titleEn: string; titleAr: string }>(
  request: FastifyRequest,
  item: T,
) => ({ ...item, title: titleIn(languageOf(request), item) });
