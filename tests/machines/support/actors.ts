/** Lets settled promises (invoked `fromPromise` actors) deliver their result to the machine. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A promise the test settles by hand, to hold an invoked actor in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
