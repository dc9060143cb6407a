import { expect } from 'vitest';
import type { Activity, Topic, Unit } from '../../../contract/curriculum';
import { LEVELS_PATHS } from '../../../contract/curriculum-paths';
import type { Element, ElementType } from '../../../contract/elements';
import { SERVICE_PREFIX } from '../../../contract/paths';
import type { Operation, Resource } from '../../../contract/permissions';
import { createOrganization, createRole, createUser } from './factories';
import type { TestApp } from './test-app';

export const levelsUrl = (path: string) => `${SERVICE_PREFIX.levels}/${path}`;

/** A stored file name the media checks accept (the files need not exist for the levels service). */
export const MEDIA = { picture: 'a1b2c3d4.png', audio: 'a1b2c3d4.mp3', video: 'a1b2c3d4.mp4' };

/** A complete (publishable) body of each element type, for `activityId`. */
export function completeElement(type: ElementType, activityId: string) {
  const options = (texts: string[]) =>
    texts.map((text, i) => ({ text, picture: null, isCorrect: i === 0 }));
  const pictures = [0, 1].map((i) => ({ text: '', picture: MEDIA.picture, isCorrect: i === 0 }));
  const bodies: Record<ElementType, { content: object; answers: object[] }> = {
    'text-text': { content: { prompt: 'ما معنى كتاب؟' }, answers: options(['book', 'pen']) },
    'text-picture': { content: { prompt: 'قطة' }, answers: pictures },
    'audio-picture': { content: { audio: MEDIA.audio }, answers: pictures },
    'audio-text': { content: { audio: MEDIA.audio }, answers: options(['بيت', 'باب']) },
    video: { content: { video: MEDIA.video, prompt: 'ماذا ترى؟' }, answers: options(['a', 'b']) },
    'read-text': { content: { passage: 'ذهب الولد إلى المدرسة.' }, answers: [] },
    'describe-image': { content: { prompt: 'صف الصورة', picture: MEDIA.picture }, answers: [] },
    'recognize-word': { content: { audio: MEDIA.audio }, answers: options(['شمس', 'قمر']) },
    'order-words': {
      content: { prompt: 'رتب الكلمات' },
      answers: ['أنا', 'أحب', 'العربية'].map((text) => ({ text, picture: null, isCorrect: false })),
    },
    'compare-audio': { content: { prompt: 'قل: مرحبا', audio: MEDIA.audio }, answers: [] },
  };
  return { activityId, questionnaireLevel: 1, points: 1, ...bodies[type] };
}

type Json = { data: unknown; message?: string };

/** Builds curriculum through the API as `token` (an HAD admin), asserting each step. */
export function curriculumBuilder(t: TestApp, token: string) {
  const call = async <T>(method: 'POST' | 'PUT', path: string, body: unknown, status = 200) => {
    const response = await t.request(token, method, levelsUrl(path), body);
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as Json).data as T;
  };
  return {
    topic: (titleEn = `Topic ${Math.random().toString(36).slice(2, 8)}`, titleAr = 'موضوع') =>
      call<Topic>('POST', LEVELS_PATHS.create('level'), { titleEn, titleAr }, 201),
    unit: (levelId: string, titleEn = 'Unit') =>
      call<Unit>('POST', LEVELS_PATHS.create('unit'), { levelId, titleEn }, 201),
    activity: (unitId: string, titleEn = 'Lesson') =>
      call<Activity>('POST', LEVELS_PATHS.create('activity'), { unitId, titleEn }, 201),
    element: (activityId: string, type: ElementType = 'text-text') =>
      call<Element>(
        'POST',
        LEVELS_PATHS.elementsOfType(type),
        completeElement(type, activityId),
        201,
      ),
    publish: async (kind: 'level' | 'unit' | 'activity' | 'element', id: string) =>
      kind === 'element'
        ? call('POST', LEVELS_PATHS.elementStatus, { mcaId: id, isEnabled: true })
        : call('PUT', LEVELS_PATHS.admin(kind, id), { isEnabled: true }),
    /** A topic with one unit, one activity and one element, all published when asked. */
    async chain(publish = false) {
      const topic = await this.topic();
      const unit = await this.unit(topic.id);
      const activity = await this.activity(unit.id);
      const element = await this.element(activity.id);
      if (publish) {
        await this.publish('level', topic.id);
        await this.publish('unit', unit.id);
        await this.publish('activity', activity.id);
        await this.publish('element', element.id);
      }
      return { topic, unit, activity, element };
    },
  };
}

/**
 * A member of a fresh customer organisation (not HAD) whose role grants `grants`: what another
 * organisation sees of the curriculum, and that it writes nothing even with write grants.
 */
export async function customerMember(
  t: TestApp,
  grants: Partial<Record<Resource, Operation[]>>,
): Promise<string> {
  const organizationId = await createOrganization(t.db);
  const roleId = await createRole(t.db, { grants });
  const user = await createUser(t.db, {
    memberships: [{ organizationId, roleId, isActive: true }],
  });
  return t.login(user.email);
}
