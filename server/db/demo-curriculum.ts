import type { ElementType } from '../../contract/elements';

/**
 * A small real Arabic curriculum for the demo: two topics, with at least one element of each of
 * the ten types, and the media they use (files in server/db/demo-media, copied into the media
 * store by the seed). Everything is published except the last unit, left as a draft to edit.
 */
export interface DemoElement {
  type: ElementType;
  content: Record<string, string>;
  /** Options (`correct` marks the right ones), pictures, or words in their right order. */
  answers?: { text?: string; picture?: string; correct?: boolean }[];
}

export interface DemoActivity {
  titleEn: string;
  titleAr: string;
  minutes: number;
  elements: DemoElement[];
}

export interface DemoUnit {
  titleEn: string;
  titleAr: string;
  published: boolean;
  activities: DemoActivity[];
}

export interface DemoTopic {
  titleEn: string;
  titleAr: string;
  units: DemoUnit[];
}

/** The media files the demo curriculum names (all in server/db/demo-media). */
export const DEMO_MEDIA = [
  'sun.png',
  'moon.png',
  'house.png',
  'shams.mp3',
  'qamar.mp3',
  'bayt.mp3',
  'kitab.mp3',
  'marhaban.mp3',
  'marhaban.ogg',
  'alif-ba-ta.mp3',
  'sky.mp4',
] as const;

const option = (text: string, correct = false) => ({ text, correct });
const picture = (file: string, correct = false) => ({ picture: file, correct });

export const DEMO_CURRICULUM: DemoTopic[] = [
  {
    titleEn: 'Letters and sounds',
    titleAr: 'الحروف والأصوات',
    units: [
      {
        titleEn: 'The first letters',
        titleAr: 'الحروف الأولى',
        published: true,
        activities: [
          {
            titleEn: 'Alif, Ba, Ta',
            titleAr: 'ألف، باء، تاء',
            minutes: 10,
            elements: [
              {
                type: 'text-text',
                content: { prompt: 'ما الحرف الأول من كلمة «باب»؟' },
                answers: [option('ب', true), option('ت'), option('ا')],
              },
              {
                type: 'audio-text',
                content: { prompt: 'استمع واختر الكلمة', audio: 'kitab.mp3' },
                answers: [option('كتاب', true), option('كلب'), option('باب')],
              },
              {
                type: 'recognize-word',
                content: { prompt: 'أي كلمة تسمع؟', audio: 'bayt.mp3', picture: 'house.png' },
                answers: [option('بيت', true), option('بنت')],
              },
              {
                type: 'read-text',
                content: {
                  passage: 'ألف، باء، تاء. هذه أول حروف العربية.',
                  audio: 'alif-ba-ta.mp3',
                },
              },
              {
                type: 'compare-audio',
                content: { prompt: 'قل: ألف، باء، تاء', audio: 'alif-ba-ta.mp3' },
              },
            ],
          },
        ],
      },
      {
        titleEn: 'Words around us',
        titleAr: 'كلمات من حولنا',
        published: true,
        activities: [
          {
            titleEn: 'In the sky',
            titleAr: 'في السماء',
            minutes: 15,
            elements: [
              {
                type: 'text-picture',
                content: { prompt: 'أين الشمس؟' },
                answers: [picture('sun.png', true), picture('moon.png')],
              },
              {
                type: 'audio-picture',
                content: { prompt: 'استمع واختر الصورة', audio: 'qamar.mp3' },
                answers: [picture('moon.png', true), picture('sun.png'), picture('house.png')],
              },
              {
                type: 'video',
                content: { prompt: 'ماذا يتحرك في السماء؟', video: 'sky.mp4' },
                answers: [option('الشمس', true), option('القمر'), option('البيت')],
              },
              {
                type: 'recognize-word',
                content: { prompt: 'أي كلمة تسمع؟', audio: 'shams.mp3', picture: 'sun.png' },
                answers: [option('شمس', true), option('قمر'), option('سماء')],
              },
              {
                type: 'describe-image',
                content: { prompt: 'صف هذه الصورة بجملة واحدة.', picture: 'house.png' },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    titleEn: 'Greetings',
    titleAr: 'التحيات',
    units: [
      {
        titleEn: 'Hello',
        titleAr: 'مرحبا',
        published: true,
        activities: [
          {
            titleEn: 'Saying hello',
            titleAr: 'نقول مرحبا',
            minutes: 10,
            elements: [
              {
                type: 'audio-text',
                content: { prompt: 'استمع: ماذا يقول؟', audio: 'marhaban.ogg' },
                answers: [option('مرحبا', true), option('مع السلامة')],
              },
              {
                type: 'order-words',
                content: { prompt: 'رتب الكلمات لتكوين جملة', audio: 'marhaban.mp3' },
                answers: [{ text: 'مرحبا' }, { text: 'أنا' }, { text: 'سارة' }],
              },
            ],
          },
        ],
      },
      {
        titleEn: 'Goodbye (draft)',
        titleAr: 'مع السلامة (مسودة)',
        published: false,
        activities: [
          {
            titleEn: 'Saying goodbye',
            titleAr: 'نقول مع السلامة',
            minutes: 10,
            elements: [
              {
                type: 'text-text',
                content: { prompt: 'ماذا تقول عندما تغادر؟' },
                answers: [option('مع السلامة', true), option('صباح الخير')],
              },
            ],
          },
        ],
      },
    ],
  },
];
