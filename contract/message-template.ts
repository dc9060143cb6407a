/** The names and figures of one server message, by the name its template gives them. */
export type MessageParams = Readonly<Record<string, string | number | undefined>>;

/**
 * A server message with names or figures in it. Its English is a template per form, with
 * `{name}` for each part, so the message can be found again from its text
 * (`identifyMessage` in message-catalogue.ts) and said in another language by its key.
 */
export type TemplatedMessage<A extends readonly unknown[]> = ((...args: A) => string) & {
  /** Form name → English template; the only form of a one-form message is named ''. */
  readonly forms: Readonly<Record<string, string>>;
};

const PART = /\{(\w+)\}/g;

export function fillTemplate(template: string, params: MessageParams): string {
  return template.replace(PART, (whole, name: string) => String(params[name] ?? whole));
}

/** A pattern that matches the template's texts and captures each part by its name. */
export function templatePattern(template: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PART)) {
    source += escape(template.slice(last, match.index)) + `(?<${match[1]}>[\\s\\S]+?)`;
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escape(template.slice(last))}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message of one form: `parts` names what the template shows. */
export function templated<A extends readonly unknown[]>(
  template: string,
  parts: (...args: A) => MessageParams,
): TemplatedMessage<A>;
/**
 * A message of several forms (singular and plural, with or without a place): `parts` names the
 * form it takes in `form`.
 */
export function templated<A extends readonly unknown[], const F extends string>(
  forms: Record<F, string>,
  parts: (...args: A) => MessageParams & { form: F },
): TemplatedMessage<A>;
export function templated<A extends readonly unknown[]>(
  forms: string | Record<string, string>,
  parts: (...args: A) => MessageParams,
): TemplatedMessage<A> {
  const table = typeof forms === 'string' ? { '': forms } : forms;
  const render = (...args: A) => {
    const params = parts(...args);
    return fillTemplate(table[typeof forms === 'string' ? '' : String(params.form)] ?? '', params);
  };
  return Object.assign(render, { forms: table });
}
