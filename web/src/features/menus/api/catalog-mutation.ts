import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { failureToast, successToast } from '@/lib/management/toasts';
import { capitalised } from '../capitalised';

type Options<I, O> = {
  mutationFn: (input: I) => Promise<O>;
  onSuccess?: (output: O) => void;
  onError: (error: unknown) => void;
};

/** Every catalog write: on success the catalog's queries refetch, then the screen reacts. */
export function useCatalogMutation<I, O = unknown>({
  mutationFn,
  onSuccess,
  onError,
}: Options<I, O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (output) => {
      await invalidateCatalog(queryClient);
      onSuccess?.(output);
    },
    onError,
  });
}

type Verb = 'create' | 'update' | 'delete';

type Kind = {
  /** "drink": the toasts say "Drink created", "Failed to create drink". */
  noun: string;
  /** Where a new one is posted, under its menu or category. */
  collection: (parentId: string) => string;
  /** Where one is updated and deleted. */
  member: (id: string) => string;
  /** The failure toast, when it is not the server's message or "Failed to {verb} {noun}". */
  failure?: (verb: Verb) => (error: unknown) => void;
};

/** The create, update and delete of one kind of catalog row, with their toasts. */
export function catalogWrites<Row, Create, Update>(kind: Kind) {
  const { noun, collection, member } = kind;
  const named = capitalised(noun);
  const failure = kind.failure ?? ((verb: Verb) => failureToast(`Failed to ${verb} ${noun}`));
  return {
    useCreate: (parentId: string) =>
      useCatalogMutation({
        mutationFn: (body: Create) => api.post<Row>(collection(parentId), body),
        onSuccess: successToast(`${named} created`),
        onError: failure('create'),
      }),
    useUpdate: () =>
      useCatalogMutation({
        mutationFn: ({ id, body }: { id: string; body: Update }) => api.put<Row>(member(id), body),
        onSuccess: successToast(`${named} updated`),
        onError: failure('update'),
      }),
    useDelete: () =>
      useCatalogMutation({
        mutationFn: (id: string) => api.delete(member(id)),
        onSuccess: successToast(`${named} deleted`),
        onError: failure('delete'),
      }),
  };
}
