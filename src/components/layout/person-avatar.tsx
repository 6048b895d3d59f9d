import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { avatarColor, initials } from '@/lib/avatar';

export type PersonAvatarProps = {
  firstName?: string | null;
  lastName?: string | null;
  src?: string | null;
  colorKey?: string | number;
  size?: number;
} & Omit<AvatarProps, 'src'>;

// A photo when there is one; otherwise initials on a palette colour picked from the person.
export function PersonAvatar({
  firstName,
  lastName,
  src,
  colorKey,
  size = 36,
  sx,
  ...rest
}: PersonAvatarProps) {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return (
    <Avatar
      src={src ?? undefined}
      alt={name || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: avatarColor(colorKey ?? name),
        color: '#fff',
        ...sx,
      }}
      {...rest}
    >
      {initials(firstName ?? '', lastName ?? '')}
    </Avatar>
  );
}
