import { toApiFailure } from '../../../api/api-failure';
import { useReorderChildren, type ChildKind } from '../../../api/curriculum-content';
import { notify } from '../../../ui/toast';

/** Sends the whole sibling list; the list moves at once and goes back with an error toast. */
export function useReorder(kind: ChildKind, parentId: string, levelId: string) {
  const reorder = useReorderChildren();
  return (ids: string[]) =>
    reorder.mutate(
      { kind, parentId, ids, levelId },
      {
        onSuccess: ({ message }) =>
          notify('success', message || 'curriculumContent.notices.reordered'),
        onError: async (error) => notify('error', (await toApiFailure(error)).message),
      },
    );
}
