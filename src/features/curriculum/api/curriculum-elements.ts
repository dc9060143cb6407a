import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEVELS_PATHS } from '../../../../contract/curriculum-paths';
import type { ElementType } from '../../../../contract/element-constants';
import type { Element, ElementBody } from '../../../../contract/elements';
import { send } from '../../../api/api-failure';
import { refreshContent } from '../../../api/curriculum-content';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';

export interface ElementSave {
  type: ElementType;
  /** null: a new element of `type` in `body.activityId`. */
  id: string | null;
  body: ElementBody;
}

export interface SavedElement {
  element: Element;
  message: string;
}

/** `POST v1/admin/multichoiceActivities/{type}`, or `PUT` of the same path naming the element. */
export async function saveElement({ type, id, body }: ElementSave): Promise<SavedElement> {
  const path = LEVELS_PATHS.elementsOfType(type);
  const call = id
    ? levelsApi.put(path, { json: { ...body, id } })
    : levelsApi.post(path, { json: body });
  const { data, message } = await send<Envelope<Element>>(call);
  return { element: data, message: message ?? '' };
}

/** Saves an element; the activities' element lists are fetched again. */
export function useSaveElement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveElement,
    onSuccess: () => refreshContent(client, 'element'),
  });
}
