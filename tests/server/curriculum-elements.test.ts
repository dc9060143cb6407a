import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { ELEMENT_RULES, ELEMENT_TYPES, elementSchema } from '../../contract/elements';
import { envelope } from '../../contract/wire';
import { completeElement, curriculumBuilder, levelsUrl, MEDIA } from './support/curriculum';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let b: ReturnType<typeof curriculumBuilder>;
let activityId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  b = curriculumBuilder(t, admin);
  activityId = (await b.chain()).activity.id;
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown) =>
  t.request(admin, method, levelsUrl(path), body);

describe('POST v1/admin/multichoiceActivities/{type}: one schema per type', () => {
  it.each(ELEMENT_TYPES)('saves a complete %s with its answers in order', async (type) => {
    const body = completeElement(type, activityId);
    const response = await call('POST', LEVELS_PATHS.elementsOfType(type), body);
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = envelope(elementSchema).parse(response.json());
    expect(message).toBe(CURRICULUM_MESSAGES.elementAdded);
    expect(data).toMatchObject({ typeId: type, activityId, status: 'unpublished', problems: [] });
    expect(data.content).toMatchObject(body.content);
    expect(data.answers.map((answer) => answer.text)).toEqual(
      body.answers.map((answer) => (answer as { text: string }).text),
    );
    expect(data.answers.map((answer) => answer.order)).toEqual(body.answers.map((_, i) => i));
  });

  it.each(ELEMENT_TYPES)(
    'saves an empty %s as a draft listing what publishing needs',
    async (type) => {
      const response = await call('POST', LEVELS_PATHS.elementsOfType(type), { activityId });
      expect(response.statusCode).toBe(201);
      const rule = ELEMENT_RULES[type];
      const expected = [
        ...rule.required.map((field) => `missing.${field}`),
        ...(rule.answers === 'none' ? [] : ['answers.tooFew']),
        ...(rule.answers === 'none' || rule.answers === 'words'
          ? []
          : [rule.singleCorrect ? 'answers.oneCorrect' : 'answers.noCorrect']),
      ];
      expect(response.json().data.problems).toEqual(expected);
    },
  );

  it("refuses another type's fields, too many answers, bad media names and unknown types", async () => {
    const foreign = await call('POST', LEVELS_PATHS.elementsOfType('text-text'), {
      activityId,
      content: { prompt: 'x', video: MEDIA.video },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'content.video': 'Unknown field.' });
    const many = await call('POST', LEVELS_PATHS.elementsOfType('recognize-word'), {
      activityId,
      answers: Array.from({ length: 7 }, (_, i) => ({ text: `w${i}` })),
    });
    expect(many.statusCode).toBe(400);
    expect(Object.keys(many.json().fieldErrors)).toEqual(['answers']);
    const path = await call('POST', LEVELS_PATHS.elementsOfType('describe-image'), {
      activityId,
      content: { picture: '../secret.png' },
    });
    expect(path.json().fieldErrors).toEqual({ 'content.picture': 'Not a stored file name.' });
    expect(
      (await call('POST', 'v1/admin/multichoiceActivities/essay', { activityId })).statusCode,
    ).toBe(404);
    const orphan = await call('POST', LEVELS_PATHS.elementsOfType('text-text'), {
      activityId: '00000000-0000-4000-8000-000000000000',
    });
    expect(Object.keys(orphan.json().fieldErrors)).toEqual(['activityId']);
  });
});

describe('PUT v1/admin/multichoiceActivities/{type} and /{id}', () => {
  it('keeps answers named by id, adds new ones, drops the rest, in the order sent', async () => {
    const created = await b.element(activityId, 'order-words');
    const [first, second, third] = created.answers;
    const response = await call('PUT', LEVELS_PATHS.elementsOfType('order-words'), {
      id: created.id,
      activityId,
      content: { prompt: 'رتب' },
      answers: [
        { id: third!.id, text: third!.text },
        { text: 'جدا' },
        { id: first!.id, text: 'أنا' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json().data.answers as { id: string; text: string }[];
    expect(answers.map((answer) => answer.text)).toEqual([third!.text, 'جدا', 'أنا']);
    expect(answers[0]!.id).toBe(third!.id);
    expect(answers[2]!.id).toBe(first!.id);
    expect(answers.map((answer) => answer.id)).not.toContain(second!.id);
    expect(response.json().message).toBe(CURRICULUM_MESSAGES.elementUpdated);
  });

  it("refuses another element's answer id and a change of activity through the content call", async () => {
    const one = await b.element(activityId);
    const other = await b.element(activityId);
    const stolen = await call('PUT', LEVELS_PATHS.elementsOfType('text-text'), {
      ...completeElement('text-text', activityId),
      id: one.id,
      answers: [{ id: other.answers[0]!.id, text: 'mine', isCorrect: true }, { text: 'b' }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().fieldErrors)).toEqual(['answers.0.id']);
    const { activity: elsewhere } = await b.chain();
    const moved = await call('PUT', LEVELS_PATHS.elementsOfType('text-text'), {
      ...completeElement('text-text', elsewhere.id),
      id: one.id,
    });
    expect(moved.json().fieldErrors).toEqual({ activityId: CURRICULUM_MESSAGES.moveInstead });
  });

  it('moves an element to another activity, after its last one, and changes its level', async () => {
    const element = await b.element(activityId);
    const { activity: target, element: resident } = await b.chain();
    const response = await call('PUT', LEVELS_PATHS.elementMeta(element.id), {
      activityId: target.id,
      questionnaireLevel: 3,
      typeId: 'text-text',
    });
    expect(response.json().data).toMatchObject({
      activityId: target.id,
      questionnaireLevel: 3,
      order: resident.order + 1,
    });
    const list = (await call('GET', LEVELS_PATHS.activityElements(target.id))).json().data;
    expect(list.map((row: { id: string }) => row.id)).toEqual([resident.id, element.id]);
  });

  it('lists archived elements only when asked', async () => {
    const { activity, element } = await b.chain();
    await call('POST', LEVELS_PATHS.archive('element', element.id));
    const plain = (await call('GET', LEVELS_PATHS.activityElements(activity.id))).json().data;
    expect(plain).toEqual([]);
    const all = (await call('GET', LEVELS_PATHS.activityElements(activity.id, true))).json().data;
    expect(all.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [element.id, 'archived'],
    ]);
  });
});
