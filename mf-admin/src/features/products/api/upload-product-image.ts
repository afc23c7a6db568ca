import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminProductImage } from 'shared-ui/types';

/** What the server accepts, checked first so a wrong file is refused before it is sent (as avatars are). */
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export function productImageProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image must be a PNG, JPEG, WebP or GIF file';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'image must be at most 2 MB';
  return null;
}

/** POST /api/admin/product-images (multipart field `image`): answers the path to store as the product's image. */
export function uploadProductImage(file: File): Promise<AdminProductImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiClient().post('api/admin/product-images', { body: form }).json<AdminProductImage>();
}

export function useUploadProductImage(callbacks: MutationCallbacks<File, AdminProductImage> = {}) {
  return useMutation({ mutationFn: uploadProductImage, ...callbacks });
}
