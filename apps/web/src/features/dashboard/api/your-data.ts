import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export const EXPORT_URL = '/api/user/export';

/** The file name the server proposes in Content-Disposition, or a sensible default. */
export function fileNameFrom(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? 'scambuddy-my-data.json';
}

/**
 * "Download my data": fetched (so a failure can be shown, not a broken page), then handed to the
 * browser as a file through a temporary object URL.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiRequest('GET', EXPORT_URL);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameFrom(response.headers.get('content-disposition'));
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // Give the browser a moment to start the download before the URL is released.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
    },
  });
}

/** Deletes the account; every cached answer about the person is forgotten afterwards. */
export function useDeleteAccount({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/user');
    },
    onSuccess: () => {
      queryClient.clear();
      onSuccess();
    },
  });
}
