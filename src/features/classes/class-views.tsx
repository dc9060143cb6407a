import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { lazyPart } from '../../ui/lazy-part';
import { ClassTabs, EXAM_PARAM, readClassTab } from './view-tabs';

// The views past the first load with their tab: the class opens on its students.
const ClassUnits = lazyPart(async () => (await import('./class-units')).ClassUnits);
const ClassExams = lazyPart(async () => (await import('./class-exams')).ClassExams);
const ClassAssignments = lazyPart(
  async () => (await import('./class-assignments')).ClassAssignments,
);
const ExamResults = lazyPart(async () => (await import('./exam-results')).ExamResults);

/**
 * The class's views under its facts, told apart by the address (`?tab=`): its students and
 * their progress (the default, given as children), its topic's units and exams, and what was
 * given to it. `?tab=exams&exam=<id>` opens one exam's results per student. Every view is read
 * with the right that reads the class (r ClassRoomManager or r ClassRoomTeacher).
 */
export function ClassViews({ classRoom, children }: { classRoom: ClassRoom; children: ReactNode }) {
  const [params] = useSearchParams();
  const tab = readClassTab(params);
  const examId = params.get(EXAM_PARAM);
  return (
    <>
      <ClassTabs current={tab} />
      {tab === 'students' && children}
      {tab === 'units' && <ClassUnits classRoom={classRoom} />}
      {tab === 'exams' &&
        (examId ? (
          <ExamResults key={examId} classRoom={classRoom} examId={examId} />
        ) : (
          <ClassExams classRoom={classRoom} />
        ))}
      {tab === 'assignments' && <ClassAssignments classRoom={classRoom} />}
    </>
  );
}
