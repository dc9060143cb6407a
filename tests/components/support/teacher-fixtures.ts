import type { TeacherProfile, TeachingTopic } from '../../../contract/teachers';
import { json } from './render';

export const TEACHER_ID = '11111111-1111-4111-8111-111111111111';
export const CHANGE_ID = '22222222-2222-4222-8222-222222222222';

export const TOPICS: TeachingTopic[] = [
  { id: 'reading', nameEn: 'Reading', nameAr: 'القراءة' },
  { id: 'grammar', nameEn: 'Grammar (Nahw and Sarf)', nameAr: 'النحو والصرف' },
];

export function profile(values: Partial<TeacherProfile> = {}): TeacherProfile {
  return {
    teacherId: TEACHER_ID,
    firstName: 'Layla',
    lastName: 'Nasser',
    email: 'teacher@demo.test',
    status: 'submitted',
    bio: 'I teach conversation to adult learners online.',
    teachingTopicIds: ['reading'],
    yearsOfExperience: 4,
    qualifications: 'BA in Arabic',
    languages: ['ar', 'en'],
    photoFileName: null,
    pendingChangeId: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...values,
  };
}

export const profilePage = (rows: TeacherProfile[], pageNumber = 1, total = rows.length) =>
  json({
    data: {
      result: rows,
      pagination: {
        pageNumber,
        pageSize: 20,
        numOfPages: Math.ceil(total / 20),
        total,
        count: rows.length,
      },
    },
  });
