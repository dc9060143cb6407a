import { contentMachine, type ContentContext } from '../content.machine';
import type { MachineModel } from '../model-paths';

/** Every combination of the two facts the rules read. */
export const CONTENT_CONTEXTS: ContentContext[] = [
  { valid: true, deletable: true },
  { valid: true, deletable: false },
  { valid: false, deletable: true },
  { valid: false, deletable: false },
];

export const contentModel: MachineModel<ContentContext> = {
  machine: contentMachine,
  inputs: CONTENT_CONTEXTS,
  samples: [],
};
