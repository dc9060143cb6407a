/** An answer as the editor's form holds it: an option (text or picture) or a word in its place. */
export interface PreviewAnswer {
  text: string;
  picture: string | null;
  isCorrect: boolean;
}
