import { useMutation } from '@tanstack/react-query';
import type { WhatIfAnswer, WhatIfRequest } from '@pickup/domain/timing/what-if';
import { api } from '@/lib/api-client';

export type WhatIfResult = WhatIfAnswer;

/** POST /api/restaurants/:id/what-if: a computation, nothing is written. */
export const useWhatIf = (restaurantId: string) =>
  useMutation({
    mutationFn: (request: WhatIfRequest) =>
      api.post<WhatIfResult>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/what-if`,
        request,
      ),
  });
