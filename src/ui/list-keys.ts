/**
 * The i18n namespaces of the paged lists: each holds the texts of ListStates (`retry`, `empty`,
 * `noMatch`, `firstPage`) and of the Pager (`pagination`, `total`, `previous`, `next`, `pageOf`).
 */
export type ListKeys =
  | 'organizations'
  | 'organizations.members'
  | 'classes'
  | 'classStudents'
  | 'waitingList'
  | 'invitations'
  | 'people'
  | 'guests'
  | 'studentList'
  | 'peopleActivity'
  | 'teachers'
  | 'liveClassesManager'
  | 'liveClassesManager.invalid'
  | 'liveClasses.reviews'
  | 'myLiveClasses.upcoming'
  | 'myLiveClasses.past'
  | 'myLiveClasses.available'
  | 'myLiveClasses.reviews'
  | 'audit'
  | 'trash'
  | 'reports.learnerList'
  | 'assignments.list'
  | 'packages.list'
  | 'stories.mine'
  | 'stories.management'
  | 'stories.reactions'
  | 'stories.comments';
