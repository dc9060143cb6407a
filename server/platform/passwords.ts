import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id figures: 19 MiB memory, 2 passes, 1 lane (argon2id is the library default). */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random, discarded password with the same parameters. Verifying an unknown
 * e-mail against it costs as much as a real check, so timing does not reveal which part
 * of the credentials was wrong.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$2qtZ8IxHaNX+kCCtAUM7KA$0rBFNSkzTn5rcABCvW0tFk/cE/ZXaU30glXNq/79sjA';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies against `passwordHash`, or against the dummy hash when there is no user. */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}

type Zxcvbn = import('@zxcvbn-ts/core').ZxcvbnFactory;
let zxcvbn: Promise<Zxcvbn> | undefined;

// The dictionaries are large: loaded on first use, not at start-up.
function loadZxcvbn(): Promise<Zxcvbn> {
  zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return zxcvbn;
}

/**
 * True for the passwords attackers try first: the whole password is one entry of zxcvbn's
 * common-passwords list (also with l33t or case changes), or zxcvbn scores it below 2
 * (guessable within about a million tries).
 */
export async function isCommonPassword(password: string, userInputs: string[] = []) {
  const result = (await loadZxcvbn()).check(password, userInputs);
  const wholeCommon = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.dictionaryName === 'passwords-common' &&
      match.token.length === password.length,
  );
  return wholeCommon || result.score < 2;
}
