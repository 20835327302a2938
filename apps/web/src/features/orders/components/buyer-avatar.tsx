import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';

/** 02 §2.12: a missing or non-https photo is replaced by the default avatar. */
export const isSafePhoto = (photo: string | null): photo is string => Boolean(photo && /^https:\/\//i.test(photo));

export function BuyerAvatar({ photo, name, size = 36 }: { photo: string | null; name: string; size?: number }) {
  return (
    <Avatar src={isSafePhoto(photo) ? photo : undefined} alt={name} sx={{ width: size, height: size }}>
      <PersonIcon fontSize={size > 48 ? 'large' : 'small'} />
    </Avatar>
  );
}
