import { graphql } from 'react-relay';
import { useUpload } from '@/modules/relay/useUpload';
import type { useUploadImageMutation } from './__generated__/useUploadImageMutation.graphql';

const mutation = graphql`
  mutation useUploadImageMutation($input: UploadImageInput!) {
    uploadImage(input: $input) {
      url
      contentType
      size
    }
  }
`;

export const allowedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const maxImageBytes = 5 * 1024 * 1024;

/** Uploads an image through the multipart request, reporting upload progress (0..1). */
export function useUploadImage() {
  return useUpload<useUploadImageMutation, string>(mutation, (response) => response.uploadImage.url);
}
