import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../contract/curriculum';
import { ASSESSMENT_PATHS } from '../../contract/assessment-constants';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let b: ReturnType<typeof curriculumBuilder>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  b = curriculumBuilder(t, admin);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown) =>
  t.request(admin, method, levelsUrl(path), body);

describe('the content workflow (machines/content.machine.ts) on every kind', () => {
  it.each(['level', 'unit', 'activity'] as const)(
    'publishes, unpublishes, archives and unarchives a %s',
    async (kind) => {
      const chain = await b.chain();
      const id = chain[kind === 'level' ? 'topic' : kind].id;
      const publish = await call('PUT', LEVELS_PATHS.admin(kind, id), { isEnabled: true });
      expect(publish.json()).toMatchObject({
        data: { status: 'published', isEnabled: true, wasPublished: true },
        message: CURRICULUM_MESSAGES.published,
      });
      const archive = await call('POST', LEVELS_PATHS.archive(kind, id));
      expect(archive.json()).toMatchObject({
        data: { status: 'archived', isEnabled: false, isArchived: true },
        message: CURRICULUM_MESSAGES.archived,
      });
      const republish = await call('PUT', LEVELS_PATHS.admin(kind, id), { isEnabled: true });
      expect(republish.statusCode).toBe(409);
      expect(republish.json().message).toBe(CURRICULUM_MESSAGES.archivedCannotPublish);
      const again = await call('POST', LEVELS_PATHS.archive(kind, id));
      expect(again.statusCode).toBe(409);
      const unarchive = await call('POST', LEVELS_PATHS.archive(kind, id, true));
      expect(unarchive.json()).toMatchObject({
        data: { status: 'unpublished', isArchived: false },
        message: CURRICULUM_MESSAGES.unarchived,
      });
      const unpublish = await call('PUT', LEVELS_PATHS.admin(kind, id), { isEnabled: false });
      expect(unpublish.statusCode).toBe(409);
      expect(unpublish.json().message).toBe(
        CURRICULUM_MESSAGES.notAllowed('unpublish', 'unpublished'),
      );
    },
  );

  it('publishes an element only when it is complete, and keeps a published one complete', async () => {
    const { activity } = await b.chain();
    const draft = await call('POST', LEVELS_PATHS.elementsOfType('text-text'), {
      activityId: activity.id,
      content: { prompt: 'اختر' },
      answers: [
        { text: 'a', isCorrect: false },
        { text: 'b', isCorrect: false },
      ],
    });
    expect(draft.statusCode).toBe(201);
    const element = draft.json().data;
    expect(element.problems).toEqual(['answers.noCorrect']);
    const refused = await call('POST', LEVELS_PATHS.elementStatus, {
      mcaId: element.id,
      isEnabled: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CURRICULUM_MESSAGES.invalidCannotPublish);

    const answers = element.answers.map((answer: { id: string; text: string }, i: number) => ({
      id: answer.id,
      text: answer.text,
      isCorrect: i === 1,
    }));
    const body = { id: element.id, activityId: activity.id, content: { prompt: 'اختر' }, answers };
    expect((await call('PUT', LEVELS_PATHS.elementsOfType('text-text'), body)).statusCode).toBe(
      200,
    );
    const published = await call('POST', LEVELS_PATHS.elementStatus, {
      mcaId: element.id,
      isEnabled: true,
    });
    expect(published.json()).toMatchObject({ data: { status: 'published', problems: [] } });

    const breaking = await call('PUT', LEVELS_PATHS.elementsOfType('text-text'), {
      ...body,
      answers: answers.map((answer: object) => ({ ...answer, isCorrect: false })),
    });
    expect(breaking.statusCode).toBe(409);
    const lastCorrect = element.answers[1].id as string;
    const removal = await call('DELETE', LEVELS_PATHS.answer(lastCorrect));
    expect(removal.statusCode).toBe(409);
    const kept = (await call('GET', LEVELS_PATHS.activityElements(activity.id)))
      .json()
      .data.find((row: { id: string }) => row.id === element.id);
    expect(kept.answers.map((answer: { isCorrect: boolean }) => answer.isCorrect)).toEqual([
      false,
      true,
    ]);
  });
});

describe('delete, or archive instead', () => {
  it('deletes an item never published, with everything below it', async () => {
    const { topic, unit, activity, element } = await b.chain();
    const impact = await call('GET', LEVELS_PATHS.impact('level', topic.id));
    expect(impact.json().data).toEqual({
      classRooms: 0,
      children: 3,
      publishedChildren: 0,
      wasPublished: false,
      deletable: true,
    });
    const deleted = await call('DELETE', LEVELS_PATHS.admin('level', topic.id));
    expect(deleted.json()).toEqual({
      data: { id: topic.id },
      message: CURRICULUM_MESSAGES.deleted.level,
      messageKey: 'curriculum.deleted.level',
      trashId: expect.any(String),
    });
    for (const [kind, id] of [
      ['unit', unit.id],
      ['activity', activity.id],
    ] as const) {
      expect((await call('GET', LEVELS_PATHS.item(kind, id))).statusCode).toBe(404);
    }
    expect((await call('GET', LEVELS_PATHS.impact('element', element.id))).statusCode).toBe(404);
  });

  it('refuses to delete what was published, even below it, or what class rooms follow', async () => {
    const published = await b.chain();
    await b.publish('element', published.element.id);
    const unpublish = await call('POST', LEVELS_PATHS.elementStatus, {
      mcaId: published.element.id,
      isEnabled: false,
    });
    expect(unpublish.statusCode).toBe(200);
    const impact = (await call('GET', LEVELS_PATHS.impact('unit', published.unit.id))).json().data;
    expect(impact).toMatchObject({ wasPublished: true, deletable: false, publishedChildren: 0 });
    for (const [kind, id] of [
      ['unit', published.unit.id],
      ['element', published.element.id],
    ] as const) {
      const refused = await call('DELETE', LEVELS_PATHS.admin(kind, id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CURRICULUM_MESSAGES.deleteArchiveInstead);
    }

    const followed = await b.topic();
    const school = await createOrganization(t.db);
    await createClassRoom(t.db, school, { levelId: followed.id });
    await createClassRoom(t.db, school, { levelId: followed.id, isArchived: true });
    const rooms = (await call('GET', LEVELS_PATHS.impact('level', followed.id))).json().data;
    expect(rooms).toMatchObject({ classRooms: 1, deletable: false });
    expect((await call('DELETE', LEVELS_PATHS.admin('level', followed.id))).statusCode).toBe(409);
    expect((await call('POST', LEVELS_PATHS.archive('level', followed.id))).statusCode).toBe(200);
  });

  it("counts the class rooms following an exam's topic, for the exam and its elements", async () => {
    const topic = await b.topic();
    const school = await createOrganization(t.db);
    await createClassRoom(t.db, school, { levelId: topic.id });
    const exam = await call('POST', ASSESSMENT_PATHS.addExam(topic.id), {
      titleEn: 'Final exam',
      titleAr: 'الامتحان',
    });
    expect(exam.statusCode, exam.body).toBe(201);
    const impact = (await call('GET', LEVELS_PATHS.impact('activity', exam.json().data.id))).json();
    expect(impact.data).toMatchObject({ classRooms: 1 });
  });

  it('deletes an answer of a draft element', async () => {
    const { element, activity } = await b.chain();
    const removed = await call('DELETE', LEVELS_PATHS.answer(element.answers[1]!.id));
    expect(removed.json()).toMatchObject({
      data: { answers: [{ id: element.answers[0]!.id }], problems: ['answers.tooFew'] },
      message: CURRICULUM_MESSAGES.answerDeleted,
    });
    const list = (await call('GET', LEVELS_PATHS.activityElements(activity.id))).json().data;
    expect(list[0].answers).toHaveLength(1);
    expect((await call('DELETE', LEVELS_PATHS.answer(element.answers[1]!.id))).statusCode).toBe(
      404,
    );
  });
});
