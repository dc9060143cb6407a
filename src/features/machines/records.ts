import type { StateValue } from 'xstate';
import { fetchLiveClass } from '../../api/live-classes';
import { fetchOrganization } from '../../api/organizations';
import { fetchStory } from '../../api/stories';
import { timingOf } from '../../../machines/live-class.machine';
import { storyStatusOf } from '../../../machines/story.machine';

/** A stored record as its machine sees it now: the state and the facts its guards read. */
export interface RecordState {
  /** What the record is called, to say which one is open. */
  name: string;
  value: StateValue;
  context: Record<string, unknown>;
}

/** The machines whose records the services store, and how to read one by its id. */
export const RECORD_READERS = {
  liveClass: async (id: string, callerId: string): Promise<RecordState> => {
    const liveClass = await fetchLiveClass(id);
    const now = Date.now();
    const startsAt = Date.parse(liveClass.startsAt);
    return {
      name: liveClass.title,
      value: {
        approval: liveClass.approval,
        timing: timingOf(startsAt, liveClass.durationMinutes, now),
        validity: liveClass.validity,
      },
      context: {
        startsAt,
        durationMinutes: liveClass.durationMinutes,
        hasTeacher: liveClass.teacherId !== null,
        teacherClash: liveClass.clashesWith !== null,
        callerIsTeacher: liveClass.teacherId === callerId,
        now,
      },
    };
  },
  contract: async (id: string): Promise<RecordState> => {
    const organization = await fetchOrganization(id);
    return {
      name: organization.name,
      value: organization.contractStatus,
      context: {
        endsAt: organization.endsAt,
        today: new Date().toISOString().slice(0, 10),
        organizationName: organization.name,
      },
    };
  },
  story: async (id: string): Promise<RecordState> => {
    const story = await fetchStory(id);
    const now = new Date();
    return {
      name: story.text.slice(0, 60) || story.authorName,
      value: storyStatusOf(story, now),
      context: { expired: Date.parse(story.expiresAt) <= now.getTime() },
    };
  },
} satisfies Record<string, (id: string, callerId: string) => Promise<RecordState>>;

export type RecordKind = keyof typeof RECORD_READERS;
export const RECORD_KINDS = Object.keys(RECORD_READERS) as RecordKind[];
export const isRecordKind = (kind: string): kind is RecordKind => kind in RECORD_READERS;
