import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PauseLength } from '@pickup/domain/catalog/service-controls';
import { api } from '@/lib/api-client';
import { invalidateCatalog } from '@/lib/management/api/keys';
import { failureToast } from '@/lib/management/toasts';

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}`;

export type ServiceControl =
  | { kind: 'pause'; minutes: PauseLength }
  | { kind: 'resume' }
  | { kind: 'rush'; extraMinutes: number; forMinutes: number }
  | { kind: 'end-rush' };

/** PUT/DELETE /api/restaurants/:id/pause and /rush. */
export function sendServiceControl(restaurantId: string, control: ServiceControl) {
  switch (control.kind) {
    case 'pause':
      return api.put(`${base(restaurantId)}/pause`, { minutes: control.minutes });
    case 'resume':
      return api.delete(`${base(restaurantId)}/pause`);
    case 'rush':
      return api.put(`${base(restaurantId)}/rush`, {
        extraMinutes: control.extraMinutes,
        forMinutes: control.forMinutes,
      });
    case 'end-rush':
      return api.delete(`${base(restaurantId)}/rush`);
    default: {
      const _never: never = control;
      return _never;
    }
  }
}

export function useServiceControl(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (control: ServiceControl) => sendServiceControl(restaurantId, control),
    onSuccess: () => invalidateCatalog(queryClient),
    onError: failureToast('Could not change online ordering. Please try again.'),
  });
}
