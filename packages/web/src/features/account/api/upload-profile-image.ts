import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { meQueryKey } from '../../../lib/api/get-me';
import { imageFileToDataUrl } from '../../../lib/image-upload';
import { accountQueryKeys } from './query-keys';

/** PUT /caregiver-app/me/profile-image {image_base64}; the menu's and profile's picture refetch. */
export function useUploadProfileImage() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      client.request({
        path: '/caregiver-app/me/profile-image',
        method: 'PUT',
        json: { image_base64: await imageFileToDataUrl(file) },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.all }),
      ]);
    },
  });
}
