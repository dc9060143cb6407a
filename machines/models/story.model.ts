import { storyMachine, type StoryContext } from '../story.machine';
import type { MachineModel } from '../model-paths';

/** Before and after the story's expiry. */
export const STORY_CONTEXTS: StoryContext[] = [{ expired: false }, { expired: true }];

export const storyModel: MachineModel<StoryContext> = {
  machine: storyMachine,
  inputs: STORY_CONTEXTS,
  samples: [],
};
