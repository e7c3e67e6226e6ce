import { Stat, type StatRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure in its own bordered panel, under its label: a dashboard's headline numbers. */
export function StatPanel({ label, children, ...root }: StatRootProps & { label: ReactNode }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg.panel" {...root}>
      <Stat.Label>{label}</Stat.Label>
      {children}
    </Stat.Root>
  );
}
