import {
  editConflictMachine,
  type EditConflictEvent,
  type EditConflictInput,
} from '../edit-conflict.machine';
import type { MachineModel } from '../model-paths';

export const openedPlan: EditConflictInput = { etag: '"1"', base: { nameEn: 'Gold', price: '10' } };
export const theirSave: Extract<EditConflictEvent, { type: 'CONFLICT' }> = {
  type: 'CONFLICT',
  theirs: { nameEn: 'Gold plus', price: '10' },
  etag: '"2"',
  changedBy: 'Sara Ali',
  changedAt: '2026-03-10T12:00:00.000Z',
};

export const editConflictModel: MachineModel<EditConflictInput, EditConflictEvent> = {
  machine: editConflictMachine,
  inputs: [openedPlan],
  samples: [
    theirSave,
    { type: 'SAVED', etag: '"3"', base: { nameEn: 'Gold max', price: '10' } },
    { type: 'MERGE', mine: { nameEn: 'Gold', price: '12' } },
    { type: 'CHOOSE', field: 'nameEn', side: 'mine' },
  ],
};
