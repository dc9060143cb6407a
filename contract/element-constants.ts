/**
 * The elements' constants without their schemas (elements.ts re-exports them): the types, their
 * rules and limits, for the screens that list or preview elements without loading zod.
 */

export const ELEMENT_TYPES = [
  'text-text',
  'text-picture',
  'audio-picture',
  'audio-text',
  'video',
  'read-text',
  'describe-image',
  'recognize-word',
  'order-words',
  'compare-audio',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const MEDIA_KINDS = ['picture', 'audio', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A stored media file's name (`<uuid>.<ext>`), served from the video base. */
export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const PROMPT_MAX = 1000;
export const PASSAGE_MAX = 5000;
export const ANSWER_TEXT_MAX = 300;
export const QUESTIONNAIRE_LEVELS = [1, 2, 3, 4, 5] as const;

/** The content fields an element may have; each type picks its own. */
export const CONTENT_FIELD_NAMES = ['prompt', 'passage', 'picture', 'audio', 'video'] as const;
export type ContentField = (typeof CONTENT_FIELD_NAMES)[number];

/** How a type's answers look: options (text or picture) with correct ones, or ordered words. */
export type AnswerShape = 'text-options' | 'picture-options' | 'words' | 'none';

export interface ElementTypeRule {
  /** Content fields, and which of them publishing needs. */
  fields: readonly ContentField[];
  required: readonly ContentField[];
  answers: AnswerShape;
  /** Bounds on the number of answers (options or words). */
  minAnswers: number;
  maxAnswers: number;
  /** Options: exactly one correct (true) or at least one (false). */
  singleCorrect?: boolean;
}

export const ELEMENT_RULES: Record<ElementType, ElementTypeRule> = {
  'text-text': {
    fields: ['prompt'],
    required: ['prompt'],
    answers: 'text-options',
    minAnswers: 2,
    maxAnswers: 8,
  },
  'text-picture': {
    fields: ['prompt'],
    required: ['prompt'],
    answers: 'picture-options',
    minAnswers: 2,
    maxAnswers: 6,
  },
  'audio-picture': {
    fields: ['prompt', 'audio'],
    required: ['audio'],
    answers: 'picture-options',
    minAnswers: 2,
    maxAnswers: 6,
  },
  'audio-text': {
    fields: ['prompt', 'audio'],
    required: ['audio'],
    answers: 'text-options',
    minAnswers: 2,
    maxAnswers: 8,
  },
  video: {
    fields: ['prompt', 'video'],
    required: ['video', 'prompt'],
    answers: 'text-options',
    minAnswers: 2,
    maxAnswers: 8,
  },
  'read-text': {
    fields: ['prompt', 'passage', 'audio'],
    required: ['passage'],
    answers: 'none',
    minAnswers: 0,
    maxAnswers: 0,
  },
  'describe-image': {
    fields: ['prompt', 'picture'],
    required: ['prompt', 'picture'],
    answers: 'none',
    minAnswers: 0,
    maxAnswers: 0,
  },
  'recognize-word': {
    fields: ['prompt', 'audio', 'picture'],
    required: ['audio'],
    answers: 'text-options',
    minAnswers: 2,
    maxAnswers: 6,
    singleCorrect: true,
  },
  'order-words': {
    fields: ['prompt', 'audio'],
    required: [],
    answers: 'words',
    minAnswers: 2,
    maxAnswers: 20,
  },
  'compare-audio': {
    fields: ['prompt', 'audio'],
    required: ['prompt', 'audio'],
    answers: 'none',
    minAnswers: 0,
    maxAnswers: 0,
  },
};
