import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalog } from '@/lib/management/api/keys';

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
