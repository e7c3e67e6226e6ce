import type { DataExportInput } from '@pickup/domain/identity/schemas';
import type { DataExportResult } from '@pickup/projections/identity/contract';
import { useMutation } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster';
import { api, serverMessage } from '@/lib/api-client';

export type DataExport = DataExportResult;

/** DECISIONS 21: the server names the file; this is its default, used when it does not. */
const DEFAULT_PREFIX = 'pickup-data-export';

function fileName(response: Response, exportDate: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named ?? `${DEFAULT_PREFIX}-${exportDate.slice(0, 10)}.json`;
}

function download(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * POST /api/user/data-export with the current password, saved as a JSON file; the summary
 * shows what it held.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async (input: DataExportInput) => {
      const response = await api.postResponse('/api/user/data-export', input);
      const exported = (await response.json()) as DataExport;
      download(fileName(response, exported.exportDate), JSON.stringify(exported, null, 2));
      return exported;
    },
    onSuccess: ({ isPartial }) =>
      notify.success({
        title: 'Data Exported',
        description: `Your data has been exported successfully${isPartial ? ' (partial export)' : ''}`,
      }),
    onError: (error) =>
      notify.error({
        title: 'Export Failed',
        description: serverMessage(error) ?? 'Failed to export data',
      }),
  });
}
