import {
  Box,
  Button,
  HStack,
  Image,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { checkImage, UploadError, uploadImage } from '@/lib/management/api/upload-image';

type Props = {
  imageUrl: string | null;
  /** Saves the uploaded image's address; rejects with the save's error. */
  onUploaded: (imageUrl: string) => Promise<unknown>;
  hint?: string;
  label?: string;
};

/** One image file, checked before upload, with a progress bar while the bytes go up. */
export function ImageUpload({ imageUrl, onUploaded, hint, label = 'Image' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress);
      await onUploaded(url);
    } catch (error) {
      // A failed save toasts on its own; only the upload's own failure is reported here.
      if (error instanceof UploadError) {
        notify.error({ title: 'Upload failed', description: error.message });
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="3">
      <Text fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <HStack gap="4" align="center" flexWrap="wrap">
        <Box
          boxSize="24"
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {imageUrl ? (
            <Image src={imageUrl} alt="Current image" objectFit="cover" boxSize="full" />
          ) : (
            <ImageUp aria-hidden="true" />
          )}
        </Box>
        <Stack gap="2">
          <VisuallyHidden>
            <label htmlFor={inputId}>{label} file</label>
          </VisuallyHidden>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void choose(event)}
          />
          <Button
            variant="outline"
            size="sm"
            loading={progress !== null}
            onClick={() => input.current?.click()}
          >
            {imageUrl ? 'Replace Image' : 'Upload Image'}
          </Button>
          {hint && (
            <Text textStyle="xs" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
      </HStack>
      {progress !== null && (
        <Progress.Root value={progress} size="sm" maxW="sm" aria-label="Upload progress">
          <HStack gap="3">
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{progress}%</Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
    </Stack>
  );
}
