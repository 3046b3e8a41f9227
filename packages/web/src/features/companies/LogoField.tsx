import { LOGO_MAX_BYTES, M, sniffLogo } from '@app/contract';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';

interface Props {
  value: string | null | undefined;
  onChange(value: string | null): void;
  error?: string;
}

/** The company logo: a PNG, JPEG or WebP image of at most 1 MB, kept as a data URL (the server checks it again). */
export function LogoField({ value, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    setLocal(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setLocal(M.logoTooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      if (!sniffLogo(url).type) return setLocal(M.logoType);
      onChange(url);
    };
    reader.readAsDataURL(file);
  };

  const message = local ?? error;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Logo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'background.paper',
          }}
        >
          {value ? (
            <img src={value} alt="Company logo" style={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              No logo
            </Typography>
          )}
        </Box>
        <Stack spacing={0.5}>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            {value ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Logo file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      <FormHelperText error={!!message}>{message ?? 'PNG, JPEG or WebP, at most 1 MB'}</FormHelperText>
    </Box>
  );
}
