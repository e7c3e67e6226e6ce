export { default } from '@/features/kitchen/routes/kitchen-mode';
