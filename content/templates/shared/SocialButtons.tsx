'use client';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';

/** "Continue with" buttons; in a template they only report which provider was picked. */
export default function SocialButtons({ onPick }: { onPick: (provider: string) => void }) {
  return (
    <>
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>or</Divider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<Google />}
          onClick={() => onPick('Google')}
        >
          Google
        </Button>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<GitHub />}
          onClick={() => onPick('GitHub')}
        >
          GitHub
        </Button>
      </Stack>
    </>
  );
}
