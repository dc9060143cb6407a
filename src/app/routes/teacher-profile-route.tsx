// The teacher's profile wizard shown on /home, with its feature's texts (registered before it renders).
export { TeacherProfileGate } from '../../features/teachers/profile-gate';
export { texts } from '../../features/teachers/texts';
