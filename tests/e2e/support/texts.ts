import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Texts = { [key: string]: string | Texts };

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Every texts file of a language, the shell's first, as the console merges them. */
function textsOf(language: 'en' | 'ar'): Texts[] {
  const files = [
    `src/i18n/${language}.json`,
    ...readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(join('texts', `${language}.json`)))
      .map((file) => join('src', file))
      .sort(),
  ];
  return files.map((file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Texts);
}

/** Each English text's key paths, so a walk written in English can be said in Arabic. */
function pathsOf(texts: Texts, prefix: string[] = [], into = new Map<string, string[][]>()) {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into.set(value, [...(into.get(value) ?? []), [...prefix, key]]);
    else pathsOf(value, [...prefix, key], into);
  }
  return into;
}

function at(texts: Texts[], path: string[]): string | undefined {
  for (const file of texts) {
    let node: string | Texts | undefined = file;
    for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const english = textsOf('en').reduce(
  (paths, file) => pathsOf(file, [], paths),
  new Map<string, string[][]>(),
);
const arabic = textsOf('ar');

/**
 * The console's words for `text` (an English text of its files, placeholders filled from
 * `values`) in `language`: a walk written once runs in both. Throws when the English text is
 * not one of the console's, or says different things in Arabic under different keys.
 */
export function say(
  language: 'en' | 'ar',
  text: string,
  values: Record<string, string> = {},
  /** Where the text is kept (`setup.steps`), when the same English is said two ways in Arabic. */
  under?: string,
): string {
  const paths = english
    .get(text)
    ?.filter((path) => !under || path.join('.').startsWith(`${under}.`));
  if (!paths?.length) throw new Error(`Not a text of the console: ${text}`);
  const said =
    language === 'en' ? [text] : [...new Set(paths.map((path) => at(arabic, path) ?? text))];
  if (said.length > 1)
    throw new Error(`"${text}" has ${said.length} Arabic texts: ${said.join(' | ')}`);
  return said[0]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
