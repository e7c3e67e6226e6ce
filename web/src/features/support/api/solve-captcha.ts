import { useMutation } from '@tanstack/react-query';
import { solveCaptcha } from '@/lib/captcha';

export const useSolveCaptcha = () => useMutation({ mutationFn: solveCaptcha });
