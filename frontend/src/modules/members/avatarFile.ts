export const avatarTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const avatarMaxBytes = 5 * 1024 * 1024;

/** 'format' or 'size' when the file may not be an avatar, else null (the server checks again). */
export function checkAvatarFile(file: { type: string; size: number }): 'format' | 'size' | null {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'format';
  if (file.size > avatarMaxBytes) return 'size';
  return null;
}
